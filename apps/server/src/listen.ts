import { createServer } from 'node:net';

/** One line for a failed listen: the port and what to do, no stack trace. Undefined when it is not a known cause. */
export const listenErrorMessage = (error: unknown, port: number, host: string): string | undefined => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is already in use on ${host}: stop the program using it, or start the server with another PORT (e.g. PORT=${port + 1}).`;
  }
  if (code === 'EACCES')
    return `Port ${port} on ${host} needs privileges this user does not have: choose a PORT above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `Cannot listen on ${host}:${port}: HOST is not an address of this machine.`;
  return undefined;
};

/** Fails the way listen() would if the port is taken: checked before the database is opened. */
export const assertPortFree = (port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
