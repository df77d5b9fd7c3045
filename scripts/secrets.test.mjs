import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canaryEnvironment, findSecrets, readTextFiles } from './secrets.mjs';

const file = (text, name = 'assets/index.js') => [{ name, text }];

describe('findSecrets', () => {
  it.each([
    ['a private key (PEM)', 'const k = "-----BEGIN PRIVATE KEY-----\\nMIIE..."'],
    ['a private key (PEM)', '-----BEGIN RSA PRIVATE KEY-----'],
    ['a service account key', '{"type":"service_account","private_key_id":"abc"}'],
    ['a database or Redis address with a password', 'fetch("postgresql://rpg:hunter2@db:5432/rpg")'],
    ['a database or Redis address with a password', "'redis://:s3cret@cache:6379'"],
    [
      'a JSON Web Token (a signed-in session)',
      'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXBhcnQ',
    ],
    ['an AWS access key', 'key: "AKIAIOSFODNN7EXAMPLE"'],
    ['a Google OAuth client secret', 'secret = "GOCSPX-abcdefghijklmnopqrstuv"'],
  ])('finds %s', (what, text) => {
    expect(findSecrets(file(text))).toEqual([`assets/index.js: ${what}`]);
  });

  it('leaves what a web app ships on purpose: the Firebase web API key, addresses without a password, an empty auth header', () => {
    const text = [
      'apiKey:"AIzaSyD-public-web-key-0123456789abcdef"',
      'url:"postgresql://db.example:5432/rpg"',
      'headers:{Authorization:"Bearer "+token}',
      'const re=/eyJ/;',
    ].join('\n');
    expect(findSecrets(file(text))).toEqual([]);
  });

  it('names each canary a build let through, with the file it is in', () => {
    const { mark } = canaryEnvironment();
    expect(findSecrets(file(`const db = "${mark}"`, 'assets/config.js'), [mark])).toEqual([
      `assets/config.js: the value of a server-side variable (${mark})`,
    ]);
    expect(findSecrets(file('nothing here'), [mark])).toEqual([]);
  });
});

describe('canaryEnvironment', () => {
  it('marks every variable with one fresh random mark', () => {
    const first = canaryEnvironment();
    expect(first.mark).toMatch(/^canary[a-z0-9]+$/);
    for (const value of Object.values(first.environment)) expect(value).toContain(first.mark);
    expect(canaryEnvironment().mark).not.toBe(first.mark);
  });
});

describe('readTextFiles', () => {
  it('reads the text files of a build, in every folder, and skips binaries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rpg-secrets-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html>');
      writeFileSync(join(dir, 'assets', 'a.js.map'), '{}');
      writeFileSync(join(dir, 'assets', 'art.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
      expect(
        readTextFiles(dir)
          .map((entry) => entry.name)
          .sort(),
      ).toEqual(['assets/a.js.map', 'index.html']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
