import { expect, test } from '@playwright/test';
import { withBaseline } from './baselines.ts';

/**
 * Proof that the visual suite catches the smallest token change: the brand colour
 * moved by one step in one channel must fail the comparison with the committed
 * baseline of the Button matrix (threshold 0, maxDiffPixels 0).
 */
const story = 'design-system-button--matrix';

test('a one-step change of a token colour fails the screenshot comparison', async ({ page }, testInfo) => {
  await page.goto(`/iframe.html?id=${story}&viewMode=story&globals=a11y.manual:!true;theme:game`);
  await page.waitForFunction(() =>
    ['finished', 'completed'].includes(
      (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase ?? '',
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  const before = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

  // The solid brand button's colour, the theme's custom property that holds it, and
  // that property moved by one step of the blue channel.
  const changed = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'brand small');
    if (!button) return undefined;
    const target = getComputedStyle(button).backgroundColor;
    const probe = document.createElement('span');
    document.body.append(probe);
    const resolve = (value: string) => {
      probe.style.color = '';
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (!(rule instanceof CSSStyleRule)) continue;
        for (const name of [...rule.style].filter((n) => n.startsWith('--'))) {
          if (resolve(rule.style.getPropertyValue(name)) !== target) continue;
          const [r, g, b] = (target.match(/\d+/g) ?? []).map(Number);
          document.body.style.setProperty(name, `rgb(${r} ${g} ${b === 255 ? 254 : (b ?? 0) + 1})`);
          probe.remove();
          return { name, from: target, to: getComputedStyle(button).backgroundColor };
        }
      }
    }
    probe.remove();
    return undefined;
  });
  expect(changed, 'no custom property holds the brand button colour').toBeDefined();
  expect(changed?.to).not.toBe(changed?.from);
  const after = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  expect(after.equals(before)).toBe(false);

  // Updating baselines must never take this changed page as the new truth.
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  if (!updating) {
    await withBaseline(testInfo, `${story}.png`, () =>
      expect(expect(page).toHaveScreenshot(`${story}.png`, { fullPage: true, timeout: 1000 })).rejects.toThrow(
        /different/,
      ),
    );
  }
});
