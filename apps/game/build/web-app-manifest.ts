import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a browser installs the game as: its name, the game's logo (the same art as the home page's, a
 * vector that holds at every size a launcher asks for), the game theme's colours for the title bar and
 * the splash screen, and a window of its own. It opens on the character page: the router sends a
 * visitor without a session to the sign-in page from there.
 */
/** The game theme's surface (gameTokens.color.surface; web-app-manifest.test.ts keeps them one). */
const surface = '#17110c';

export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Przeglądarkowe RPG',
  short_name: 'RPG',
  description: 'Browser RPG',
  lang: 'pl',
  start_url: '/my-character',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: surface,
  background_color: surface,
  icons: [{ src: '/images/home/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};
