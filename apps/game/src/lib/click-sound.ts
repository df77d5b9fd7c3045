import { sounds } from '@rpg/game-assets';

let audio: HTMLAudioElement | undefined;

/** The desktop navigation's click. Silent until the settings dialog lands a sound toggle off. */
export const playClick = () => {
  if (typeof Audio === 'undefined') return;
  audio ??= new Audio(sounds.click);
  audio.currentTime = 0;
  audio.volume = 0.4;
  void audio.play().catch(() => {
    // Autoplay policies may refuse before the first user gesture: a click without sound is fine.
  });
};
