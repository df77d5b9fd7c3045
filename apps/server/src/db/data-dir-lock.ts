import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * PGlite is one process's database: a second server on the same folder would corrupt
 * it. Takes `<dataDir>.lock` (holding our pid), replacing a lock whose process is gone.
 * Returns the function that releases it.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The database folder ${dataDir} is in use by another server (process ${pid}): stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dataDir} (${lockFile}).`);
};
