import { describe, expect, it } from 'vitest';
import { gameColorNames, toneNames } from '../tokens/types.ts';
import { type ThemeName, themeNames, themeTokens } from './theme-names.ts';

type Rgba = { r: number; g: number; b: number; a: number };

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (rgba) {
    return {
      r: Number(rgba[1]),
      g: Number(rgba[2]),
      b: Number(rgba[3]),
      a: rgba[4] === undefined ? 1 : Number(rgba[4]),
    };
  }
  throw new Error(`Unparseable colour: ${value}`);
}

/** Paints a (possibly translucent) colour over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(foreground: string | Rgba, background: string | Rgba): number {
  const bg = typeof background === 'string' ? parseColor(background) : background;
  const fgRaw = typeof foreground === 'string' ? parseColor(foreground) : foreground;
  const fg = fgRaw.a < 1 ? over(fgRaw, bg) : fgRaw;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Pair {
  name: string;
  foreground: string | Rgba;
  background: string | Rgba;
  minimum: number;
}

const TEXT = 4.5;
const UI = 3;

/** Every foreground/background pair the components put together. */
function pairsOf(theme: ThemeName): Pair[] {
  const c = themeTokens[theme].color;
  const surfaces = { surface: c.surface, surfaceRaised: c.surfaceRaised, surfaceSunken: c.surfaceSunken };
  const pairs: Pair[] = [];
  const add = (name: string, foreground: string | Rgba, background: string | Rgba, minimum: number) =>
    pairs.push({ name, foreground, background, minimum });

  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    add(`text on ${surfaceName}`, c.text, surface, TEXT);
    add(`textMuted on ${surfaceName}`, c.textMuted, surface, TEXT);
    add(`disabledText on ${surfaceName} (ghost button, disabled link)`, c.disabledText, surface, TEXT);
    add(`focusRing around controls on ${surfaceName}`, c.focusRing, surface, UI);
    add(`borderStrong (input border) on ${surfaceName}`, c.borderStrong, surface, UI);
    for (const tone of toneNames) {
      add(`tone.${tone}.text on ${surfaceName}`, c.tone[tone].text, surface, TEXT);
    }
    for (const game of gameColorNames) {
      add(`game.${game} as text on ${surfaceName}`, c.game[game], surface, TEXT);
    }
  }
  add('textOnBrand on brand.solid', c.textOnBrand, c.tone.brand.solid, TEXT);
  add('textOnBrand on brand.solidHover', c.textOnBrand, c.tone.brand.solidHover, TEXT);
  add('disabledText on disabledBackground', c.disabledText, c.disabledBackground, TEXT);
  add('focusRing next to disabledBackground', c.focusRing, c.disabledBackground, UI);
  for (const tone of toneNames) {
    const t = c.tone[tone];
    add(`tone.${tone}.onSolid on solid`, t.onSolid, t.solid, TEXT);
    add(`tone.${tone}.onSolid on solidHover`, t.onSolid, t.solidHover, TEXT);
    add(`tone.${tone}.onSoft on soft`, t.onSoft, t.soft, TEXT);
    add(`tone.${tone}.onSoft on softHover`, t.onSoft, t.softHover, TEXT);
    add(`text inside a ${tone} soft panel`, c.text, t.soft, TEXT);
    add(`tone.${tone}.text inside its soft panel (Notice icon and title)`, t.text, t.soft, TEXT);
    add(`focusRing around a ${tone} solid control's surface`, c.focusRing, c.surface, UI);
  }
  // The critical text marks invalid fields: its border is a UI component.
  add('critical border of an invalid input on surfaceSunken', c.tone.critical.text, c.surfaceSunken, UI);
  // LoadingOverlay: its label sits on a translucent veil; check it over the two extremes below it.
  for (const under of [c.surface, c.text]) {
    const veil = over(parseColor(c.veil), parseColor(under));
    add(`text on the LoadingOverlay veil over ${under}`, c.text, veil, TEXT);
  }
  return pairs;
}

describe('contrast helper', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});

describe.each(themeNames)('theme %s meets WCAG AA', (theme) => {
  const pairs = pairsOf(theme);
  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
    const ratio = contrast(pair.foreground, pair.background);
    expect(ratio, `${pair.name}: ${ratio.toFixed(2)}:1, needs ${pair.minimum}:1`).toBeGreaterThanOrEqual(pair.minimum);
  });
});
