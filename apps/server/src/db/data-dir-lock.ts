import { mkdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Which process a pid names right now: the kernel's boot id and the process's start time (in clock ticks
 * since boot, /proc/<pid>/stat field 22). A pid is reused by another process after its own ended (often
 * after a container restart, where numbering starts again); this pair is not. Undefined where there is no
 * /proc (not Linux).
 */
export const processIdentity = (pid: number): string | undefined => {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ")".
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime === undefined ? undefined : `${bootId}:${startTime}`;
  } catch {
    return undefined;
  }
};

/** When a process started (ms since the epoch), from /proc: the boot time plus its start in clock ticks (100 a second). */
const processStartMs = (pid: number): number | undefined => {
  try {
    const bootSeconds = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    if (bootSeconds === undefined || ticks === undefined) return undefined;
    return Number(bootSeconds) * 1000 + Number(ticks) * 10;
  } catch {
    return undefined;
  }
};

/** The program a process runs, or undefined where that cannot be read (no /proc, another user's process). */
const executableOf = (pid: number | 'self'): string | undefined => {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return undefined;
  }
};

type LockHolder = { pid: number; identity?: string | undefined; writtenAtMs?: number | undefined };

const readHolder = (lockFile: string): LockHolder | undefined => {
  const text = readFileSync(lockFile, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    // An older server's lock: its pid alone, and the file's time tells when it was written.
    if (typeof parsed === 'number') return { pid: parsed, writtenAtMs: statSync(lockFile).mtimeMs };
    return Number.isInteger(parsed.pid) ? { pid: parsed.pid as number, identity: parsed.identity } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a lock of the older format (a pid alone) can still be its server's: the process with that pid
 * started before the lock was written (a pid reused since started after it; 2 s for the clocks' rounding)
 * and runs the same program as this server (node), where both can be read.
 */
const couldBeOlderServer = (pid: number, writtenAtMs: number | undefined) => {
  const startedMs = processStartMs(pid);
  if (writtenAtMs !== undefined && startedMs !== undefined && startedMs > writtenAtMs + 2000) return false;
  const theirs = executableOf(pid);
  const ours = executableOf('self');
  return theirs === undefined || ours === undefined || theirs === ours;
};

/** Whether the lock's process still runs: its pid is alive and, where known, is still that same process. */
const holdsLock = ({ pid, identity, writtenAtMs }: LockHolder) =>
  pid !== process.pid &&
  isAlive(pid) &&
  (identity === undefined ? couldBeOlderServer(pid, writtenAtMs) : processIdentity(pid) === identity);

/**
 * PGlite is one process's database: a second server on the same folder would corrupt
 * it. Takes `<dataDir>.lock` (holding our pid and what identifies our process), replacing
 * a lock whose process is gone, or whose pid now names another process. Returns the
 * function that releases it.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  const holder: LockHolder = { pid: process.pid, identity: processIdentity(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify(holder), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(lockFile);
      if (current && holdsLock(current)) {
        throw new DataDirLockedError(
          `The database folder ${dataDir} is in use by another server (process ${current.pid}): stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone, or its pid is someone else's now
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dataDir} (${lockFile}).`);
};
