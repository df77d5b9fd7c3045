import { describe, expect, it } from 'vitest';
import { databaseStartMessage } from '../src/db/start-errors.ts';

const postgres = { kind: 'postgres' as const, url: 'postgresql://game:secret@db.example:6543/rpg' };
const pglite = { kind: 'pglite' as const, dataDir: '/srv/rpg/pglite' };
const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('databaseStartMessage', () => {
  it('names what to fix for each way PostgreSQL can refuse a start, never the password', () => {
    const messages = ['ENOTFOUND', 'ECONNREFUSED', '28P01', '3D000'].map((code) =>
      databaseStartMessage(failure(code), postgres),
    );
    expect(messages).toEqual([
      'Cannot reach the database: the host "db.example" of DATABASE_URL cannot be resolved. Check the host name.',
      'Cannot reach the database at db.example:6543 (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?',
      'PostgreSQL at db.example:6543 refused the credentials of DATABASE_URL: check its user and password.',
      'The database "rpg" does not exist on PostgreSQL at db.example:6543: create it (createdb rpg) or fix DATABASE_URL.',
    ]);
    for (const message of messages) expect(message).not.toContain('secret');
  });

  it('says which DATA_DIR cannot be written', () => {
    expect(databaseStartMessage(failure('EACCES'), pglite)).toBe(
      'Cannot write the data folder /srv/rpg/pglite (DATA_DIR): EACCES. Give this user write access, or set DATA_DIR to a writable folder.',
    );
  });

  it('leaves an error it does not know to the caller', () => {
    expect(databaseStartMessage(new Error('disk on fire'), postgres)).toBeUndefined();
    expect(databaseStartMessage(failure('ECONNREFUSED'), pglite)).toBeUndefined();
  });
});
