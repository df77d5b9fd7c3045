import { useSyncExternalStore } from 'react';
import { setPageHint } from './page-hints.ts';

/** The player's settings kept in this browser across reloads: the click sound and the theme. */
export type Preferences = { soundOn: boolean; theme: 'game' | 'light' };

const storageKey = 'rpg.preferences';
const defaults: Preferences = { soundOn: true, theme: 'game' };
const listeners = new Set<() => void>();

const read = (): Preferences => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return defaults;
    const { soundOn, theme } = stored as Record<string, unknown>;
    return {
      soundOn: typeof soundOn === 'boolean' ? soundOn : defaults.soundOn,
      theme: theme === 'light' || theme === 'game' ? theme : defaults.theme,
    };
  } catch {
    return defaults;
  }
};

let current = read();

export const preferences = () => current;

export const setPreferences = (change: Partial<Preferences>) => {
  current = { ...current, ...change };
  setPageHint('theme', current.theme === defaults.theme ? undefined : current.theme);
  try {
    localStorage.setItem(storageKey, JSON.stringify(current));
  } catch {
    // Without storage the choice lasts for this visit.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePreferences = () => useSyncExternalStore(subscribe, preferences, preferences);
