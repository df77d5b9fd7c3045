// The children of `npm start` end with it, however it ends, and a start cleans up after one that did not.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const setpriv = '/usr/bin/setpriv';

/**
 * spawn(), with the kernel told to send the child SIGTERM when its parent dies (prctl PDEATHSIG, through
 * util-linux's setpriv, which then runs the command in its place): a parent killed with SIGKILL, a closed
 * terminal, a crash, leaves no child running. Where setpriv is missing (not Linux), a plain spawn.
 */
export function spawnTethered(command, args, options) {
  return existsSync(setpriv)
    ? spawn(setpriv, ['--pdeathsig', 'TERM', '--', command, ...args], options)
    : spawn(command, args, options);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** Notes the process groups a start leads, so that the next start can find them if this one ends badly. */
export function recordChildren(file, children) {
  writeFileSync(
    file,
    `${JSON.stringify(
      children.map(({ name, pid }) => ({ name, pid })),
      null,
      2,
    )}\n`,
  );
}

/**
 * Stops what an earlier start left running: each recorded group whose leader is still alive and still
 * runs from `root` (a recycled pid of someone else's is left alone). SIGTERM, then SIGKILL after `graceMs`.
 * Returns the names of what it stopped, and forgets the record.
 */
export async function stopOrphans(file, root, { graceMs = 5000 } = {}) {
  if (!existsSync(file)) return [];
  let recorded = [];
  try {
    recorded = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A record cut short by the crash itself: nothing to go on.
  }
  const orphans = recorded.filter(({ pid }) => Number.isInteger(pid) && alive(pid) && commandLine(pid).includes(root));
  const signal = (name) => {
    for (const { pid } of orphans) {
      try {
        process.kill(-pid, name);
      } catch {
        // the group is gone
      }
    }
  };
  signal('SIGTERM');
  for (let waited = 0; waited < graceMs && orphans.some(({ pid }) => alive(pid)); waited += 100) await sleep(100);
  signal('SIGKILL');
  rmSync(file, { force: true });
  return orphans.map(({ name }) => name);
}
