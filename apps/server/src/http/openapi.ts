import { type OpenApiDocument, openApiDocument } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import { docsPage } from './docs-page.ts';

/**
 * The published reference of the API, with no auth: the OpenAPI 3.1 document at
 * /api/openapi.json and a readable HTML page at /api/docs, both generated from the
 * contract once, at start-up. The page is self-contained (inline styles, no script,
 * nothing fetched), so it works offline; its CSP says so.
 */
export const registerOpenApi = (api: FastifyInstance, options: { prefix?: string } = {}) => {
  const document: OpenApiDocument = openApiDocument({ serverUrl: options.prefix ?? '/api' });
  const json = JSON.stringify(document);
  const html = docsPage(document);

  api.get('/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json),
  );
  api.get('/docs', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(html),
  );
};
