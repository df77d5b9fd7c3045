import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { needsCharacter } from './routes.tsx';

describe('needsCharacter (a returning player’s character is read before the first render for these)', () => {
  it('is true for the game’s pages, behind the character guard', () => {
    for (const path of [paths.myCharacter, paths.myCharacterMobile, '/shop/18', paths.ranking]) {
      expect(needsCharacter(path), path).toBe(true);
    }
  });

  it('is false for the signed-out pages, character creation and an unknown address', () => {
    for (const path of [paths.home, paths.login, paths.createCharacter, '/no-such-page']) {
      expect(needsCharacter(path), path).toBe(false);
    }
  });
});
