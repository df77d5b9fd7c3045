import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { createFirebaseVerifier } from '../../src/auth/firebase-verifier.ts';
import type { DatabaseVariant, TestDatabase } from './databases.ts';
import { emulatorHost, projectId } from './emulator.ts';

export type TestServer = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/** The real app (real Firebase verifier against the emulator) on a fresh database of the variant. */
export const startTestServer = async (
  variant: DatabaseVariant,
  options: Partial<Pick<AppOptions, 'staticDir' | 'now' | 'corsOrigins' | 'rateLimits' | 'logger' | 'trustProxy'>> = {},
): Promise<TestServer> => {
  emulatorHost();
  const database = await variant.open();
  const app = await buildApp({
    db: database.db,
    auth: createFirebaseVerifier({ projectId }),
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};

/** The parsed JSON body of an injected response. */
export const json = <T = unknown>(response: LightMyRequestResponse): T => JSON.parse(response.body) as T;

export type ErrorReply = { error: { code: string; message: string; field?: string } };
