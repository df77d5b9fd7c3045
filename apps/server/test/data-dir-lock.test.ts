import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processIdentity } from '../src/db/data-dir-lock.ts';

describe('the PGlite data folder lock', () => {
  let folder: string;
  let dataDir: string;
  let other: ReturnType<typeof spawn> | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'rpg-lock-'));
    dataDir = join(folder, 'pglite');
  });
  afterEach(() => {
    other?.kill('SIGKILL');
    other = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  /** Another live process (a second server, or whoever got a dead server's pid). */
  const anotherProcess = () => {
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const { pid } = other;
    if (pid === undefined) throw new Error('no process');
    return pid;
  };

  it('is taken and released, and holds our pid and identity', () => {
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      identity: processIdentity(process.pid),
    });
    release();
    lockDataDir(dataDir)();
  });

  it('refuses while the server that holds it runs', () => {
    const pid = anotherProcess();
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, identity: processIdentity(pid) }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`process ${pid}`);
  });

  it("takes over a lock whose pid now belongs to another live process (a restarted container's numbering)", () => {
    const pid = anotherProcess();
    // The dead server's identity: same pid, another start time.
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, identity: `${processIdentity(pid)}-earlier` }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose process is gone, and an unreadable one', () => {
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 11, identity: 'gone' }));
    lockDataDir(dataDir)();
    writeFileSync(`${dataDir}.lock`, 'half a wri');
    lockDataDir(dataDir)();
  });

  it('still reads the lock of an older server (its pid alone)', () => {
    const pid = anotherProcess();
    writeFileSync(`${dataDir}.lock`, String(pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('takes over an older lock (its pid alone) whose pid now names an unrelated live process', () => {
    // Not a server at all: another program runs under the pid.
    other = spawn('sleep', ['60'], { stdio: 'ignore' });
    if (other.pid === undefined) throw new Error('no process');
    writeFileSync(`${dataDir}.lock`, String(other.pid));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an older lock whose pid names a node process that started after the lock was written', () => {
    const pid = anotherProcess();
    writeFileSync(`${dataDir}.lock`, String(pid));
    // Written an hour ago, by a server long gone: the live process got its pid later.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(`${dataDir}.lock`, anHourAgo, anHourAgo);
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });
});
