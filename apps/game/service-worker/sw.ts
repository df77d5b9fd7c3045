/**
 * The game's service worker (built by vite-plugin-pwa's injectManifest, with Workbox): it makes the game
 * installable and lets a returning player start without the network.
 *
 * - The shell and every hashed file of the build (scripts, styles, fonts) are precached, so a second
 *   visit loads them from here, and an old page keeps its own version's chunks after a deploy.
 * - A game page (every path but the signed-out ones the build prerenders) is the shell, the same file the
 *   server sends for every such path: it comes from the precache, so a returning player's page starts
 *   without waiting for the network, and the app reads the player's data itself. The signed-out pages come
 *   from the server (it chooses the prerendered copy and its language by the hint cookies); without the
 *   network the precached shell answers them too, and the app says what failed.
 * - The art is served from its cache at once and refreshed behind it.
 * - API replies never pass through here: no route matches /api, so the browser sends them as if there
 *   were no worker, and nothing of a player's state is ever kept by it.
 * - A new version waits until the page asks it to take over (the "new version, refresh" toast).
 */
import { isPrerenderedPath } from '@rpg/contracts/page-hints';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/** What the page sends a waiting worker to take over (workbox-window's messageSkipWaiting). */
const skipWaitingMessage = 'SKIP_WAITING';

/** The shell the build writes: what a page is answered with when the server cannot be reached. */
const shell = '/index.html';

// No directory index: "/" is the server's page (maybe prerendered, in the visitor's language), not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Pages the worker never answers with the shell: the API's and the published Storybook's. */
const notTheGame = [/^\/api\//, /^\/storybook\//];

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !isPrerenderedPath(url.pathname.replace(/(.)\/$/, '$1')) &&
    !notTheGame.some((pattern) => pattern.test(url.pathname)),
  createHandlerBoundToURL(shell),
);
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: notTheGame }));

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/sounds/')),
  new StaleWhileRevalidate({ cacheName: 'art' }),
);

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(shell)) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === skipWaitingMessage) void self.skipWaiting();
});
