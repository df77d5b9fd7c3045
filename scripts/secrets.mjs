// No secret in the built app: what a browser downloads is public, so a private key, a database
// password or a server-side token found there is a leak. Pure functions, then scanDirectory, which
// reads a build; scripts/check-budgets.mjs builds the app with canary secrets in its environment and
// fails when one of them, or anything shaped like a secret, is in the output.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Shapes of secrets. Not listed on purpose: a Firebase web API key (`AIza...`), which Firebase
 * documents as a public identifier of the project, shipped in every web app.
 */
export const secretPatterns = [
  { name: 'a private key (PEM)', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'a service account key', pattern: /"private_key(_id)?"\s*:/ },
  {
    name: 'a database or Redis address with a password',
    pattern: /\b(postgres(ql)?|redis|rediss|mysql):\/\/[^\s'"`/:@]*:[^\s'"`/@]+@/,
  },
  { name: 'a JSON Web Token (a signed-in session)', pattern: /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { name: 'an AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: 'a Google OAuth client secret', pattern: /\bGOCSPX-[\w-]{20,}/ },
  { name: 'a Firebase CLI token', pattern: /\b1\/\/0[\w-]{40,}/ },
];

/** Text files of a build worth reading (images and fonts cannot hold a leaked string the bundler wrote). */
const textFile = /\.(html|js|mjs|css|map|json|txt|webmanifest|svg|xml)$/;

/**
 * Every finding in `files` ({ name, text }): a line for each secret shape, and for each canary (a
 * value planted in the build's environment) that reached the output.
 */
export const findSecrets = (files, canaries = []) => {
  const findings = [];
  for (const { name, text } of files) {
    for (const { name: what, pattern } of secretPatterns) {
      if (pattern.test(text)) findings.push(`${name}: ${what}`);
    }
    for (const canary of canaries) {
      if (text.includes(canary)) findings.push(`${name}: the value of a server-side variable (${canary})`);
    }
  }
  return findings;
};

/** The text files under `dir`, with paths relative to it. */
export const readTextFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(dir, path), text: readFileSync(path, 'utf8') };
    });

/**
 * Server-side variables holding canary secrets, all marked with one random `mark`: a build made with
 * them in its environment must not contain the mark (a `define`, an env prefix or a config file that
 * reads process.env would put it there).
 */
export const canaryEnvironment = () => {
  const mark = `canary${Math.random().toString(36).slice(2, 12)}`;
  return {
    mark,
    environment: {
      DATABASE_URL: `postgresql://rpg:${mark}@db.invalid:5432/rpg`,
      REDIS_URL: `redis://:${mark}@redis.invalid:6379`,
      FIREBASE_TOKEN: mark,
      GOOGLE_APPLICATION_CREDENTIALS: `/secrets/${mark}.json`,
      RPG_SESSION_SECRET: mark,
    },
  };
};
