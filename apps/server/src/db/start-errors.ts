import type { Config } from '../config.ts';

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;

/** Where DATABASE_URL points, without its credentials: "host:port/database". */
const target = (url: string): { host: string; port: string; name: string } => {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port || '5432', name: decodeURIComponent(parsed.pathname.slice(1)) };
  } catch {
    return { host: '(unparsable)', port: '', name: '' };
  }
};

/**
 * The one line an operator needs when the database cannot be opened at start-up (PostgreSQL that cannot
 * be reached or refuses us, a DATA_DIR that cannot be written), or undefined for an error it does not
 * know: the caller then prints the error itself.
 */
export const databaseStartMessage = (error: unknown, database: Config['database']): string | undefined => {
  const code = field(error, 'code');
  if (database.kind === 'pglite') {
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      return `Cannot write the data folder ${database.dataDir} (DATA_DIR): ${String(code)}. Give this user write access, or set DATA_DIR to a writable folder.`;
    }
    return undefined;
  }
  const { host, port, name } = target(database.url);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Cannot reach the database: the host "${host}" of DATABASE_URL cannot be resolved. Check the host name.`;
  }
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ETIMEDOUT') {
    return `Cannot reach the database at ${host}:${port} (${String(code)}): is PostgreSQL running there, and is DATABASE_URL right?`;
  }
  if (code === '28P01' || code === '28000') {
    return `PostgreSQL at ${host}:${port} refused the credentials of DATABASE_URL: check its user and password.`;
  }
  if (code === '3D000') {
    return `The database "${name}" does not exist on PostgreSQL at ${host}:${port}: create it (createdb ${name}) or fix DATABASE_URL.`;
  }
  return undefined;
};
