/**
 * The game's service worker (built by vite-plugin-pwa's injectManifest, with Workbox): it makes the game
 * installable and lets a returning player start without the network.
 *
 * - The shell and every hashed file of the build (scripts, styles, fonts) are precached, so a second
 *   visit loads them from here, and an old page keeps its own version's chunks after a deploy.
 * - Pages always come from the server (it chooses the prerendered copy and its language); without the
 *   network the precached shell answers, and the app says what failed with a retry.
 * - The art is served from its cache at once and refreshed behind it.
 * - API replies never pass through here: no route matches /api, so the browser sends them as if there
 *   were no worker, and nothing of a player's state is ever kept by it.
 * - A new version waits until the page asks it to take over (the "new version, refresh" toast).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
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

registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//, /^\/storybook\//] }));

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
