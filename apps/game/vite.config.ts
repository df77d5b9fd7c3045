import { publicDir } from '@rpg/game-assets/public-dir';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { webAppManifest } from './build/web-app-manifest.ts';

/** In `npm run dev` the API server listens on API_PORT and Vite proxies /api to it. */
const apiPort = process.env.API_PORT ?? '3001';

/** This build, told apart from every other: a character kept by another build is not drawn (lib/last-character.ts). */
const appBuild = Date.now().toString(36);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    prerender(),
    // The installable game: the web app manifest and the service worker (service-worker/sw.ts), which
    // precaches the shell and the hashed files; the app registers it after the first screen (lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The shell and what the build hashed; not the source maps, the compressed copies or the
        // prerendered pages (the server sends those), and not the art (cached as it is used).
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  publicDir,
  define: { 'import.meta.env.VITE_APP_BUILD': JSON.stringify(appBuild) },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    // The API, and the Storybook the API server publishes (`npm run dev` builds it as `npm start` does).
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/storybook': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/check-budgets.mjs follow what the first screen loads, and the
    // source maps let it say which modules that weight comes from.
    sourcemap: true,
    manifest: true,
    // A font stays a file, however small (the Polish faces are about 2 KB): inlined, it would weigh on the
    // stylesheet every page waits for, in every language, where a file is fetched only by a page that uses it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Chunk sizes are checked against the budgets (scripts/budgets.mjs), not Vite's 500 kB warning,
    // and the plugins' timing report is noise in every build of the test run.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Everything the entry imports statically runs before the first render anyway: one chunk,
          // not a dozen small ones split off because lazy routes share them (each file costs its
          // own imports, exports and compression, and a name in every preload list).
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
