import { createConnection } from 'node:net';

/** The Redis the shared-counter tests use: TEST_REDIS_URL, else the usual local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at host:port within half a second. */
const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/**
 * Whether the Redis tests run: always when TEST_REDIS_URL is set (CI sets it: a Redis that does not
 * answer then fails them, never skips them), else when the local one answers.
 */
export const redisTestsRun = async (): Promise<boolean> => {
  if (process.env.TEST_REDIS_URL !== undefined) return true;
  const { hostname, port } = new URL(testRedisUrl);
  return answers(hostname, Number(port || 6379));
};
