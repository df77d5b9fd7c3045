import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPrerenderedPath, prerenderedFile, readPageHints } from '@rpg/contracts';
import { publicDir } from '@rpg/game-assets/public-dir';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const longCache = 'public, max-age=31536000, immutable';
const assetCache = 'public, max-age=3600';
const noCache = 'no-cache';

/** What /storybook/ answers while the Storybook is being built: it reloads itself until the build is done. */
export const storybookBeingBuiltPage = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15">
<title>Storybook is being built</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #17110c; color: #f2e8d3;
    font: 1rem/1.5 system-ui, sans-serif; }
  main { max-width: 32rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; color: #f3d58c; }
</style>
<main>
  <h1>Storybook is being built</h1>
  <p>The component library is being built for this address (about a minute on a first start, or after its
  sources changed). This page reloads itself every 15 seconds until it is ready.</p>
</main>
</html>
`;

/**
 * The game's art (/images, /sounds: the built app's copy when there is one, else @rpg/game-assets'),
 * when given the built Storybook's folder, it at /storybook/ (a page that says it is being built while
 * the folder has no index.html yet), and the built SPA at / (hashed /assets/* cached for a
 * year, everything else revalidated). The build writes brotli and gzip copies of its text files
 * (apps/game/build/precompress.ts): they are sent to browsers that accept them, and the files
 * themselves to the others.
 */
export const registerStatic = async (
  app: FastifyInstance,
  staticDir: string | undefined,
  storybookDir?: string | undefined,
) => {
  // The first registration decorates reply.sendFile (used for the SPA fallback).
  const builtImages = staticDir === undefined ? undefined : join(staticDir, 'images');
  const imagesRoot = builtImages !== undefined && existsSync(builtImages) ? builtImages : join(publicDir, 'images');
  await app.register(fastifyStatic, {
    root: imagesRoot,
    prefix: '/images/',
    // Also what reply.sendFile (the SPA's index.html at a deep link) uses: these headers are its too,
    // so only the images get an hour; index.html is revalidated wherever it is served.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) =>
      reply.header('cache-control', path.startsWith(imagesRoot + sep) ? assetCache : noCache),
  });
  await app.register(fastifyStatic, {
    root: join(publicDir, 'sounds'),
    prefix: '/sounds/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', assetCache),
  });
  if (storybookDir !== undefined) {
    app.get('/storybook', (_request, reply) => reply.redirect('/storybook/'));
    await app.register(async (scope) => {
      // `npm start` builds it in the background on a first start: until it is there, say so (never the 404 page).
      scope.addHook('onRequest', async (_request, reply) => {
        if (existsSync(join(storybookDir, 'index.html'))) return;
        return reply
          .code(503)
          .header('retry-after', '15')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(storybookBeingBuiltPage);
      });
      await scope.register(fastifyStatic, {
        root: storybookDir,
        prefix: '/storybook/',
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', noCache),
      });
    });
  }
  if (staticDir === undefined) return;
  // `/` is a page like the others (sendPage): it may get a prerendered copy.
  app.get('/', (request, reply) => sendPage(request, reply, staticDir));
  const assetsDir = join(staticDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(assetsDir) ? longCache : noCache),
  });
};

/**
 * The SPA fallback: a page the client router knows (e.g. /my-character) gets index.html. A signed-out
 * page the build prerendered (apps/game/build/prerender.ts: `prerendered/<language>/<path>.html`) gets
 * that copy instead, in the language the browser's hint cookies name, unless they say it will not be
 * shown as written (a session to restore, another theme): its markup paints before any script runs.
 */
export const sendPage = (request: FastifyRequest, reply: FastifyReply, staticDir: string) => {
  const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
  const hints = readPageHints(request.headers.cookie);
  const prerendered = prerenderedFile(pathname, hints.language);
  const file =
    hints.prerenderable && isPrerenderedPath(pathname) && existsSync(join(staticDir, prerendered))
      ? prerendered
      : 'index.html';
  return reply
    .header('cache-control', noCache)
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8')
    .sendFile(file, staticDir);
};
