import { describe, expect, it } from 'vitest';
import { isPrerenderedPath, prerenderedFile, readPageHints } from './page-hints.ts';

describe('page hints', () => {
  it('names the signed-out pages the build may prerender, and no game page', () => {
    for (const path of ['/', '/account/login', '/account/register']) expect(isPrerenderedPath(path), path).toBe(true);
    for (const path of ['/my-character', '/shop/1', '/account', '/account/login/extra', '/ranking', '/api/health']) {
      expect(isPrerenderedPath(path), path).toBe(false);
    }
  });

  it('sends a prerendered copy only to a browser that will paint it: no session hint, the game theme', () => {
    expect(readPageHints(undefined)).toEqual({ language: 'pl', prerenderable: true });
    expect(readPageHints('rpg.language=de; rpg.theme=game')).toEqual({ language: 'de', prerenderable: true });
    expect(readPageHints('rpg.signedIn=1').prerenderable).toBe(false);
    expect(readPageHints('rpg.theme=light').prerenderable).toBe(false);
    expect(readPageHints('rpg.language=xx').language).toBe('pl');
    expect(prerenderedFile('/', 'en')).toBe('prerendered/en/index.html');
    expect(prerenderedFile('/account/login', 'fr')).toBe('prerendered/fr/account/login.html');
  });
});
