/**
 * Resolves once the browser has drawn the next frame (from a task queued inside that frame's callback), so
 * the work awaiting it no longer stands between an input and its answer on the screen. A page that draws
 * no frame goes on in a task of its own: one without requestAnimationFrame, one hidden, or one hidden
 * while it waits (a hidden page's frames stop until it is shown again).
 */
export const nextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const hidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const done = () => {
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    document.addEventListener('visibilitychange', hidden);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
