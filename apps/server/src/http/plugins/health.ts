import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { TokenVerifier } from '../../auth/verifier.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import type { Database } from '../../db/types.ts';
import type { SharedCounters } from '../shared-counters.ts';

export type HealthOptions = {
  db: Kysely<Database>;
  auth: TokenVerifier;
  /** The rate limits' Redis, when they count in one: readiness tells whether it answers. */
  counters: SharedCounters | undefined;
};

/**
 * /health (the process answers) and /health/ready, also at /ready (it can serve players). Not wrapped with
 * fastify-plugin: it only adds routes, which take the prefix and the hooks of the scope it is registered in.
 */
export const health: FastifyPluginAsync<HealthOptions> = async (api, { db, auth, counters }) => {
  api.get('/health', async () => ({ data: { status: 'ok' } }));
  // Ready to serve players: the database answers with every migration this server knows applied (an
  // instance started before another migrated is fine; one whose migrations did not run is not), and the
  // identity provider can be reached (without it
  // every signed-in call would answer 503 auth-unavailable). 503 with what is missing otherwise.
  // With Redis, whether it answers is told too but does not decide: every instance shares it, so a
  // Redis outage failing readiness would take them all out of the load balancer at once, while
  // they can serve players well without it (only the limits stop counting).
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const probe = async (part: string, check: () => Promise<unknown>) => {
      try {
        await check();
        return 'ok' as const;
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${part} unreachable`);
        return 'unreachable' as const;
      }
    };
    const [database, migrations, identityProvider, rateLimitStore] = await Promise.all([
      probe('database', () => sql`select 1`.execute(db)),
      migrationsApplied(db).then(
        (applied) => (applied ? 'applied' : 'pending'),
        () => 'pending' as const,
      ),
      probe('identity provider', async () => auth.check?.()),
      // Not through probe: an outage is logged once by the counters, not at every poll.
      counters?.reachable().then((answers) => (answers ? 'ok' : 'unreachable')),
    ]);
    const isReady = database === 'ok' && migrations === 'applied' && identityProvider === 'ok';
    if (!isReady) reply.code(503).header('retry-after', '5');
    return {
      data: {
        status: isReady ? 'ready' : 'not-ready',
        database,
        migrations,
        identityProvider,
        ...(rateLimitStore === undefined ? {} : { rateLimitStore }),
      },
    };
  };
  api.get('/health/ready', ready);
  api.get('/ready', ready);
};
