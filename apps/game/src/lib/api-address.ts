import { env } from '../config/env.ts';

const storageKey = 'rpg.apiAddress';

/**
 * The API's base address: the build's (VITE_API_BASE_URL, default /api) unless the player set
 * another on a small screen's home page (the spec's "base API address setting"), kept across reloads.
 */
export const apiAddress = (): string => {
  try {
    return localStorage.getItem(storageKey) ?? env.apiBaseUrl;
  } catch {
    return env.apiBaseUrl;
  }
};

export const setApiAddress = (address: string) => {
  try {
    if (address === env.apiBaseUrl || address === '') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, address);
  } catch {
    // Without storage the setting lasts for this visit only.
  }
};
