/**
 * The service worker (apps/game/service-worker/sw.ts) in a built game: registered once the first screen
 * is up, so its precaching never competes with the page's own downloads. When a new version of the game
 * has been installed beside the running one, `onUpdateReady` is called with the way to switch: the
 * waiting worker takes over and the page reloads on the new version.
 */
let registered = false;

export const registerServiceWorker = (onUpdateReady: (update: () => Promise<void>) => void) => {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () =>
    import('virtual:pwa-register').then(
      ({ registerSW }) => {
        const updateServiceWorker = registerSW({ onNeedRefresh: () => onUpdateReady(() => updateServiceWorker(true)) });
      },
      () => undefined, // offline before the code came: the next visit registers it
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
};
