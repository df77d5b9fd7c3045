import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing (SIGTERM, a deploy): a request in flight gets its answer, then its connection ends, so the
 * close does not wait for a keep-alive connection's timeout.
 */
export const closingConnections = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'closing' },
);
