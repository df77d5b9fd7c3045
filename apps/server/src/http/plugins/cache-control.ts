import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-path.ts';

/**
 * A player's data is never kept by a browser or a shared cache: every answer under /api, the errors and
 * the 404s and 405s of routes that do not exist too (a reply that says otherwise, like the OpenAPI
 * document's, keeps its own header).
 */
export const noStoreUnderApi = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store-under-api' },
);
