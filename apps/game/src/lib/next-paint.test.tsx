import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint } from './next-paint.ts';

describe('nextPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('resolves after the next frame, not before it', async () => {
    let framed = false;
    const waiting = nextPaint();
    requestAnimationFrame(() => {
      framed = true;
    });
    await waiting;
    expect(framed).toBe(true);
  });

  it('goes on without a frame when the page is hidden while it waits', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const waiting = nextPaint();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('asks for no frame on a hidden page', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await nextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
