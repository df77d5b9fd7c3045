/**
 * How every picture is taken: threshold 0, so any change of colour counts (0.2 missed a one-step colour change;
 * token-change.spec.ts proves a one-step token change fails). A few differing pixels are tolerated: Chromium's
 * anti-aliasing of rounded corners that clip images (a focus ring, the avatar's frame) varies from run to run, up to
 * some 70 pixels on a page of layered art; a token or layout change moves thousands.
 */
export const screenshotOptions = {
  threshold: 0,
  maxDiffPixels: 80,
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
} as const;
