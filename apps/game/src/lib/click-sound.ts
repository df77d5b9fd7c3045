import { breakpoints } from '@rpg/design-system';
import { sounds } from '@rpg/game-assets';
import { preferences } from './preferences.ts';

let audio: HTMLAudioElement | undefined;

/** Wide screens only: the spec's click belongs to the desktop navigation. */
const desktop = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${breakpoints.tablet}px)`).matches;

/** The desktop navigation's click, unless the player turned the sound off in the settings. */
export const playClick = () => {
  if (typeof Audio === 'undefined' || !preferences().soundOn || !desktop()) return;
  audio ??= new Audio(sounds.click);
  audio.currentTime = 0;
  audio.volume = 0.4;
  void audio.play().catch(() => {
    // Autoplay policies may refuse before the first user gesture: a click without sound is fine.
  });
};
