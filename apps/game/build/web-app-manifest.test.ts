import { gameTokens } from '@rpg/design-system';
import { describe, expect, it } from 'vitest';
import { webAppManifest } from './web-app-manifest.ts';

describe('the web app manifest', () => {
  it("paints the title bar and the splash screen in the game theme's surface", () => {
    expect(webAppManifest.theme_color).toBe(gameTokens.color.surface);
    expect(webAppManifest.background_color).toBe(gameTokens.color.surface);
  });

  it('installs as a window of its own that opens on the game, with an icon from its art', () => {
    expect(webAppManifest).toMatchObject({ display: 'standalone', start_url: '/my-character', scope: '/' });
    expect(webAppManifest.icons).toContainEqual(
      expect.objectContaining({ src: '/images/home/logo.svg', sizes: 'any' }),
    );
  });
});
