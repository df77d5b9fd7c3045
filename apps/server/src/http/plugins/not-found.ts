import { isPrerenderedPath } from '@rpg/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-path.ts';
import { AppError } from '../errors.ts';
import { methodNotAllowed } from '../routes.ts';
import { sendPage } from '../static.ts';

export type NotFoundOptions = {
  /** The API's routes (registerContractRoutes' list): a known path asked with another method is a 405. */
  knownRoutes: readonly { method: string; path: string }[];
  /** The built SPA, whose client routes get its index.html; unset: no pages. */
  staticDir: string | undefined;
};

/**
 * What no route answers: a known API path with the wrong method is a 405, a page the SPA's client
 * router may know gets index.html (or its prerendered copy), an early form post is sent back to its
 * page; anything else is the catalogue's 404.
 */
export const notFoundHandler = fp(
  async (app: FastifyInstance, { knownRoutes, staticDir }: NotFoundOptions) => {
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = isApiPath(pathname);
      if (isApi) {
        const wrongMethod = methodNotAllowed(knownRoutes, request.method, pathname);
        if (wrongMethod) return reply.code(wrongMethod.status).headers(wrongMethod.headers).send(wrongMethod.toBody());
      }
      const wantsPage =
        staticDir !== undefined &&
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendPage(request, reply, staticDir);
      // A prerendered form submitted before the app's code ran (its forms post, so a password never lands
      // in the address): the page again, by GET, where the app takes over.
      const earlyPost =
        staticDir !== undefined &&
        request.method === 'POST' &&
        isPrerenderedPath(pathname) &&
        (request.headers.accept ?? '').includes('text/html');
      if (earlyPost) return reply.redirect(pathname, 303);
      const notFound = new AppError(
        'not-found',
        `No such ${isApi ? 'API route' : 'page or file'}: ${request.method} ${pathname}`,
      );
      return reply.code(notFound.status).send(notFound.toBody());
    });
  },
  { name: 'not-found' },
);
