import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { recordChildren, stopOrphans } from './children.mjs';

const childrenModule = fileURLToPath(new URL('./children.mjs', import.meta.url));
const node = process.execPath;
/** A process that runs until it is stopped. */
const forever = 'setInterval(() => {}, 1000)';

/** Running: signalable and not a zombie (an orphan ended under a parent that has not reaped it yet is gone). */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // Ended between the two looks, or no /proc to read (not Linux), where a signalable pid is all there is.
    return !existsSync('/proc/self');
  }
};

/** Waits for a state, not for a time: the limit is only there to end a run that will never get there. */
const waitUntil = async (condition, ms = 60_000) => {
  for (let waited = 0; waited < ms; waited += 50) {
    if (condition()) return true;
    await sleep(50);
  }
  return condition();
};

// Spawning node twice and waiting for the kernel's signal takes 2 s on an idle machine, far more on a busy one.
const slow = 120_000;

let folder;
const started = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the children of npm start', { timeout: slow }, () => {
  it('end when their parent is killed with SIGKILL (no orphan keeps the ports)', async () => {
    // A stand-in for npm start: it starts a tethered child, says its pid, and waits.
    const parent = spawn(
      node,
      [
        '--input-type=module',
        '-e',
        `import { spawnTethered } from ${JSON.stringify(childrenModule)};
         const child = spawnTethered(${JSON.stringify(node)}, ['-e', ${JSON.stringify(forever)}], { detached: true, stdio: 'ignore' });
         console.log(child.pid);
         ${forever};`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childPid = Number(await new Promise((resolve) => parent.stdout.once('data', resolve)));
    started.push(childPid);
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitUntil(() => !alive(childPid))).toBe(true);
  });

  it('left running by an earlier start are stopped by the next one, and only those', async () => {
    folder = mkdtempSync(join(tmpdir(), 'rpg-orphans-'));
    // An orphan that runs a script from the project's folder, as the API server does.
    const script = join(folder, 'server.mjs');
    writeFileSync(script, forever);
    const orphan = spawn(node, [script], { detached: true, stdio: 'ignore' });
    started.push(orphan.pid);
    orphan.unref();
    // A live process that is not the project's (as a pid reused after a restart would be).
    const stranger = spawn(node, ['-e', forever], { detached: true, stdio: 'ignore' });
    started.push(stranger.pid);
    stranger.unref();
    const file = join(folder, 'children.json');
    recordChildren(file, [
      { name: 'api', pid: orphan.pid },
      { name: 'auth', pid: stranger.pid },
      { name: 'gone', pid: 2 ** 22 + 7 },
    ]);

    expect(await stopOrphans(file, folder, { graceMs: 2000 })).toEqual(['api']);
    expect(await waitUntil(() => !alive(orphan.pid))).toBe(true);
    expect(alive(stranger.pid)).toBe(true);
    // The record is forgotten: a second start finds nothing to stop.
    expect(await stopOrphans(file, folder)).toEqual([]);
  });
});
