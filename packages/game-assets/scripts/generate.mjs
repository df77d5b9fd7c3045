#!/usr/bin/env node
// Draws every picture of the game as SVG, writes the typed catalogue (src/generated/catalogue.ts)
// and the alt-text locale files (src/locales/<lang>/assets.json). No dependencies; the output is committed.
// Usage: node scripts/generate.mjs [--out <dir>]   (default: the package folder itself)
// One palette (P, matching the design system's game theme), one style: flat shapes, a dark ink
// outline, two-tone shading (a hard-stop gradient per shape). The outline is part of the picture: it
// scales with it (no non-scaling-stroke), so a picture drawn at a fifth of its size keeps its
// proportions instead of drowning in a 4px outline (the 62px replay avatar, 24px skill icons).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------- palette
const P = {
  ink: '#1f140b',
  surface: '#17110c',
  raised: '#231a13',
  border: '#4a3a2b',
  borderStrong: '#8c7659',
  parchment: '#f2e8d3',
  parchmentDark: '#c2b197',
  gold: ['#f2c14e', '#b8860b'],
  brand: ['#d9a93a', '#8a6414'],
  steel: ['#c9d2da', '#8592a0'],
  iron: ['#8d949b', '#5d646b'],
  darkIron: ['#5a5f66', '#3a3e44'],
  bronze: ['#d09254', '#8e5a2b'],
  mithril: ['#b8eef5', '#62b3c2'],
  obsidian: ['#4a3f5c', '#2a2236'],
  wood: ['#9a6a3e', '#634122'],
  darkWood: ['#6b4528', '#44291a'],
  leather: ['#a8743f', '#714a25'],
  darkLeather: ['#6e4a2c', '#4a2f1a'],
  bone: ['#eee3c8', '#bfae8a'],
  red: ['#c0443a', '#7a241d'],
  crimson: ['#8e2a2a', '#5a1616'],
  blue: ['#4d80bd', '#2b4d78'],
  navy: ['#34507a', '#1f3350'],
  green: ['#5e9c48', '#35602a'],
  forest: ['#3f6e3a', '#264a26'],
  purple: ['#8a5cc0', '#553578'],
  teal: ['#3f9c9a', '#266664'],
  linen: ['#e6dac2', '#b8a888'],
  grey: ['#9a968f', '#66625c'],
  stone: ['#9b9384', '#6b6457'],
  slate: ['#6d7480', '#474d57'],
  moss: ['#7fa650', '#4e6e2e'],
  fire: ['#ffb347', '#e0542c'],
  frost: ['#bdeeff', '#5fb6dd'],
  arcane: ['#cdb4ff', '#8a63e0'],
  nature: ['#a6e08a', '#4f9a44'],
  holy: ['#fff0b3', '#e8bd55'],
  shadow: ['#7a5a9a', '#3e2a56'],
  poison: ['#b6e05a', '#5f8a22'],
  blood: ['#e0584e', '#8e2220'],
  health: '#f07068',
  skins: {
    light: ['#f4d1b0', '#dba985'],
    medium: ['#cf9766', '#a8714a'],
    dark: ['#8a5a3a', '#643f27'],
  },
  hair: {
    brown: ['#7a4a26', '#4e2d15'],
    black: ['#3a3230', '#1f1a18'],
    blonde: ['#e8c26a', '#b88a35'],
    red: ['#c0562c', '#83341a'],
    silver: ['#d8d8d8', '#9a9a9a'],
    auburn: ['#9a3f24', '#652514'],
    darkBrown: ['#5a3820', '#3a2212'],
  },
};

// ---------------------------------------------------------------- outline widths
/**
 * The outline of each kind of picture, in its own viewBox units (it scales with the picture). Each is
 * the width the old fixed 4px/2.5px outline had at the LARGEST size the game draws that kind (measured
 * in the built Storybook at 390 and 1280 px; see src/stories/AtEverySize.stories.tsx), so the big
 * pictures look as before and the small ones are no longer drowned in ink:
 * avatar 320 wide, drawn 62-318 (4px at 318); item and consumable 64, drawn 32-158 (2.5px at ~128);
 * skill 64, drawn 24-64 (2.5px at 64); monster 256, drawn 77-334 (5px at 334); vendor 256, drawn
 * 80-292 (3.6px at 292); location 640, drawn 324-470 (2.5px at 470); home banner 1200 and carousel
 * 600, drawn ~360-734 (3px); logo 256, drawn 96-128 (4px at 128); the home's small icons 64, drawn at
 * 24 (1.5px there: 2.5px would fill them).
 */
const OUTLINE = {
  avatar: 4,
  item: 1.25,
  skill: 2.5,
  monster: 4,
  vendor: 3.2,
  location: 3.4,
  banner: 5,
  carousel: 5,
  logo: 8,
  homeIcon: 4,
};

// ---------------------------------------------------------------- svg core
const r1 = (n) => Math.round(n * 10) / 10;
/** Rounds every number in a path or points string to one decimal. */
const fmt = (s) => String(s).replace(/-?\d+\.\d+/g, (m) => String(r1(Number(m))));

let doc = null; // the document being drawn: { defs: [], keys: Map, mono }

/** A two-tone fill: light above the diagonal, shaded below (a hard-stop gradient). */
const tone = (pair, dir = 'd', at = 0.58) => {
  if (typeof pair === 'string') return doc?.mono ?? pair;
  if (doc.mono) return doc.mono;
  const [a, b] = pair;
  const key = `${a}${b}${dir}${at}`;
  if (!doc.keys.has(key)) {
    const id = `g${doc.keys.size}`;
    doc.keys.set(key, id);
    const xy = { d: 'x1="0" y1="0" x2="1" y2="1"', h: 'x1="0" y1="0" x2="1" y2="0"', v: 'x1="0" y1="0" x2="0" y2="1"' }[
      dir
    ];
    doc.defs.push(
      `<linearGradient id="${id}" ${xy}><stop offset="${at}" stop-color="${a}"/><stop offset="${at}" stop-color="${b}"/></linearGradient>`,
    );
  }
  return `url(#${doc.keys.get(key)})`;
};
/** A smooth vertical gradient (skies, water, glows). */
const grad = (stops, dir = 'v') => {
  if (doc.mono) return doc.mono;
  const key = `s${stops.join()}${dir}`;
  if (!doc.keys.has(key)) {
    const id = `g${doc.keys.size}`;
    doc.keys.set(key, id);
    const xy = dir === 'v' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const s = stops.map((c, i) => `<stop offset="${r1(i / (stops.length - 1))}" stop-color="${c}"/>`).join('');
    doc.defs.push(`<linearGradient id="${id}" ${xy}>${s}</linearGradient>`);
  }
  return `url(#${doc.keys.get(key)})`;
};
const radial = (inner, outer) => {
  if (doc.mono) return 'none';
  const key = `r${inner}${outer}`;
  if (!doc.keys.has(key)) {
    const id = `g${doc.keys.size}`;
    doc.keys.set(key, id);
    doc.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`,
    );
  }
  return `url(#${doc.keys.get(key)})`;
};
const flat = (c) => (doc.mono ? doc.mono : c);

// outlined (class o), thin outline (class t), no outline (class n)
const path = (d, fill, cls = 'o', extra = '') => `<path d="${fmt(d)}" fill="${fill}" class="${cls}"${extra}/>`;
const circle = (cx, cy, r, fill, cls = 'o', extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" class="${cls}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, cls = 'o', extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" class="${cls}"${extra}/>`;
const rect = (x, y, w, h, fill, cls = 'o', rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}" class="${cls}"${extra}/>`;
const poly = (pts, fill, cls = 'o', extra = '') =>
  `<polygon points="${fmt(pts.map((p) => p.join(',')).join(' '))}" fill="${fill}" class="${cls}"${extra}/>`;
const g = (transform, ...children) => `<g transform="${fmt(transform)}">${children.join('')}</g>`;

/** The scale a transform list applies to lengths (rotations and translations keep them). */
const scaleOf = (transform) =>
  [...transform.matchAll(/scale\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)/g)].reduce(
    (k, [, x, y]) => k * Math.sqrt(Math.abs(Number(x) * Number(y ?? x))),
    1,
  );

/**
 * Outline widths in viewBox units, the same at every depth: a shape inside a scaled group (an icon's
 * helmet drawn at 0.4) would get a thinner outline from the scale, so its width is divided by the
 * group's scale (an inline style, which beats the class rule). Explicit strokes of class v likewise.
 * At the file's own size the picture looks as it did with the old screen-pixel outline.
 */
const evenStrokes = (body, sw) => {
  const k = [1];
  return body.replace(/<(\/?)(g|[a-z]+)\b([^>]*?)(\/?)>/g, (tag, close, name, attrs, selfClose) => {
    if (name === 'g') {
      if (close) k.pop();
      else k.push(k[k.length - 1] * scaleOf(/transform="([^"]*)"/.exec(attrs)?.[1] ?? ''));
      return tag;
    }
    const own = /\stransform="([^"]*)"/.exec(attrs);
    const scale = k[k.length - 1] * (own ? scaleOf(own[1]) : 1);
    if (close || scale === 1) return tag;
    const cls = /\sclass="([otv])"/.exec(attrs)?.[1];
    if (cls === 'v') return tag.replace(/stroke-width="([\d.]+)"/, (_, w) => `stroke-width="${r2(Number(w) / scale)}"`);
    if (cls !== 'o' && cls !== 't') return tag;
    const width = (cls === 'o' ? sw : r1(sw * 0.55)) / scale;
    return `<${name}${attrs} style="stroke-width:${r2(width)}px"${selfClose}>`;
  });
};
const r2 = (n) => Math.round(n * 100) / 100;

/** A whole SVG file: w x h canvas, outline width sw (in viewBox units, the same inside scaled groups). */
const svg = (w, h, sw, draw, mono) => {
  doc = { defs: [], keys: new Map(), mono };
  const body = evenStrokes(draw(), sw);
  const stroke = mono ? mono : P.ink;
  const style = `<style>.o,.t{stroke:${stroke};stroke-linejoin:round;stroke-linecap:round}.o{stroke-width:${sw}px}.t{stroke-width:${r1(sw * 0.55)}px}</style>`;
  const defs = doc.defs.length ? `<defs>${doc.defs.join('')}</defs>` : '';
  doc = null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${style}${defs}${body}</svg>\n`;
};

const rad = (deg) => (deg * Math.PI) / 180;
/** A star / burst polygon. */
const star = (cx, cy, n, ro, ri, rot = -90) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? ri : ro;
    const a = rad(rot + (i * 180) / n);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
/** A deterministic pseudo-random sequence, so the output never changes between runs. */
const rng = (seed) => {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
};

// ---------------------------------------------------------------- weapons (local: grip at 0,0, pointing to -y)
// Each returns { art, top, bottom }: the drawing and how far it reaches up (-y) and down (+y).
const sword = (o = {}) => {
  const { len = 140, w = 20, blade = P.steel, guard = P.iron, guardW = 58, guardStyle = 'bar' } = o;
  const { grip = P.leather, gripLen = 34, pommel = P.iron, tip = 'point', runes } = o;
  const gy = -gripLen / 2 - 4;
  const by = gy - 4;
  const ty = by - len;
  const h = w / 2;
  const bladeD =
    tip === 'curve'
      ? `M${-h} ${by}L${-h} ${ty + len * 0.35}Q${-h} ${ty + 6} ${h * 1.6} ${ty}Q${h} ${ty + len * 0.3} ${h} ${by}Z`
      : tip === 'square'
        ? `M${-h} ${by}L${-h} ${ty + w * 0.5}L${h} ${ty}L${h} ${by}Z`
        : `M${-h} ${by}L${-h} ${ty + w * 1.1}L0 ${ty}L${h} ${ty + w * 1.1}L${h} ${by}Z`;
  const parts = [];
  parts.push(circle(0, gripLen / 2 + 7, 8, tone(pommel)));
  parts.push(rect(-6, -gripLen / 2 - 2, 12, gripLen + 4, tone(grip, 'h'), 'o', 3));
  for (let y = -gripLen / 2 + 6; y < gripLen / 2; y += 8) parts.push(path(`M-6 ${y}L6 ${y + 4}`, 'none', 't'));
  parts.push(path(bladeD, tone(blade, 'h', 0.5)));
  if (tip !== 'curve') parts.push(path(`M0 ${by - 6}L0 ${ty + w * 1.4}`, 'none', 't'));
  if (runes) for (let i = 1; i <= 3; i++) parts.push(circle(0, by - (len * i) / 4, w * 0.16, flat(runes), 'n'));
  if (guardStyle === 'cross')
    parts.push(
      path(
        `M${-guardW / 2} ${gy - 10}Q${-guardW / 4} ${gy - 2} 0 ${gy - 6}Q${guardW / 4} ${gy - 2} ${guardW / 2} ${gy - 10}L${guardW / 2 - 4} ${gy + 6}Q${guardW / 4} ${gy + 4} 0 ${gy + 6}Q${-guardW / 4} ${gy + 4} ${-guardW / 2 + 4} ${gy + 6}Z`,
        tone(guard, 'v'),
      ),
    );
  else if (guardStyle === 'wing')
    parts.push(
      path(
        `M${-guardW / 2} ${gy - 16}L0 ${gy}L${guardW / 2} ${gy - 16}L${guardW / 3} ${gy + 7}L${-guardW / 3} ${gy + 7}Z`,
        tone(guard, 'v'),
      ),
    );
  else if (guardStyle === 'disc') parts.push(ellipse(0, gy, guardW / 2, 7, tone(guard, 'v')));
  else parts.push(rect(-guardW / 2, gy - 5, guardW, 10, tone(guard, 'v'), 'o', 4));
  if (o.gem) parts.push(circle(0, gy, 5, tone(o.gem)));
  return { art: parts.join(''), top: -ty, bottom: gripLen / 2 + 16 };
};

const haft = (up, down, color = P.wood, w = 12) => rect(-w / 2, -up, w, up + down, tone(color, 'h'), 'o', w / 2);

const axe = (o = {}) => {
  const { up = 130, down = 40, head = P.iron, handle = P.wood, size = 1, double = false, spike = false } = o;
  const y0 = -up + 26 * size;
  const blade = (s) =>
    path(
      `M${s * 4} ${y0 - 14 * size}L${s * 34 * size} ${y0 - 34 * size}Q${s * 58 * size} ${y0} ${s * 34 * size} ${y0 + 34 * size}L${s * 4} ${y0 + 14 * size}Z`,
      tone(head, s > 0 ? 'd' : 'h', 0.55),
    );
  const parts = [haft(up, down, handle), blade(-1)];
  if (double) parts.push(blade(1));
  else if (spike)
    parts.push(
      poly(
        [
          [4, y0 - 8],
          [26 * size, y0],
          [4, y0 + 8],
        ],
        tone(head),
      ),
    );
  parts.push(rect(-9, y0 - 16 * size, 18, 32 * size, tone(P.darkIron, 'h'), 'o', 3));
  parts.push(circle(0, down + 2, 7, tone(head)));
  return { art: parts.join(''), top: up + 12 * size, bottom: down + 10 };
};

const mace = (o = {}) => {
  const { up = 110, down = 36, head = P.iron, handle = P.wood, kind = 'flanged', size = 1 } = o;
  const parts = [haft(up, down, handle)];
  const y = -up;
  if (kind === 'flanged') {
    parts.push(poly(star(0, y, 6, 30 * size, 17 * size), tone(head)));
    parts.push(circle(0, y, 13 * size, tone(head, 'd', 0.4)));
  } else if (kind === 'spiked') {
    parts.push(poly(star(0, y, 8, 34 * size, 20 * size, -90), tone(P.darkIron)));
    parts.push(circle(0, y, 22 * size, tone(head)));
  } else if (kind === 'hammer') {
    parts.push(rect(-34 * size, y - 18 * size, 68 * size, 36 * size, tone(head, 'v'), 'o', 5));
    parts.push(rect(-38 * size, y - 20 * size, 12 * size, 40 * size, tone(head, 'v'), 'o', 3));
    parts.push(rect(26 * size, y - 20 * size, 12 * size, 40 * size, tone(head, 'v'), 'o', 3));
  } else if (kind === 'pick') {
    parts.push(
      path(
        `M${-52 * size} ${y + 16}Q0 ${y - 30 * size} ${52 * size} ${y + 16}Q0 ${y - 8 * size} ${-52 * size} ${y + 16}Z`,
        tone(head),
      ),
    );
    parts.push(rect(-10, y - 10, 20, 24, tone(P.darkIron, 'h'), 'o', 3));
  }
  parts.push(rect(-8, -20, 16, 40, tone(P.leather, 'h'), 'o', 4));
  return { art: parts.join(''), top: up + 36 * size, bottom: down + 6 };
};

const spear = (o = {}) => {
  const { up = 190, down = 60, head = P.steel, handle = P.wood, kind = 'leaf' } = o;
  const y = -up;
  const parts = [haft(up, down, handle, 10)];
  if (kind === 'halberd') {
    parts.push(path(`M-4 ${y + 24}L-40 ${y + 10}Q-54 ${y + 44} -40 ${y + 78}L-4 ${y + 60}Z`, tone(head, 'h')));
    parts.push(
      poly(
        [
          [4, y + 36],
          [26, y + 44],
          [4, y + 52],
        ],
        tone(head),
      ),
    );
  }
  parts.push(path(`M0 ${y - 44}Q16 ${y - 12} 8 ${y + 6}L-8 ${y + 6}Q-16 ${y - 12} 0 ${y - 44}Z`, tone(head, 'h', 0.5)));
  parts.push(rect(-8, y + 4, 16, 14, tone(P.darkIron, 'h'), 'o', 3));
  if (o.tassel) parts.push(path(`M5 ${y + 20}Q22 ${y + 34} 16 ${y + 56}L8 ${y + 30}Z`, tone(o.tassel)));
  return { art: parts.join(''), top: up + 44, bottom: down + 6 };
};

const staffTop = (kind, y, c) => {
  if (kind === 'crystal')
    return [
      circle(0, y - 24, 34, radial(c[0], c[1]), 'n'),
      path(`M-12 ${y + 4}Q-18 ${y - 14} -8 ${y - 22}M12 ${y + 4}Q18 ${y - 14} 8 ${y - 22}`, 'none', 'o'),
      poly(
        [
          [0, y - 52],
          [13, y - 26],
          [0, y - 4],
          [-13, y - 26],
        ],
        tone(c, 'h', 0.5),
      ),
    ].join('');
  if (kind === 'orb')
    return [
      circle(0, y - 20, 36, radial(c[0], c[1]), 'n'),
      circle(0, y - 20, 16, tone(c)),
      circle(-5, y - 26, 4, flat('#ffffff'), 'n', ' opacity=".7"'),
      path(`M-16 ${y - 6}Q-26 ${y - 30} -10 ${y - 40}M16 ${y - 6}Q26 ${y - 30} 10 ${y - 40}`, 'none', 'o'),
    ].join('');
  if (kind === 'skull')
    return [
      circle(0, y - 22, 34, radial(c[0], c[1]), 'n'),
      path(
        `M-18 ${y - 20}Q-18 ${y - 46} 0 ${y - 46}Q18 ${y - 46} 18 ${y - 20}L12 ${y - 12}L12 ${y - 2}L-12 ${y - 2}L-12 ${y - 12}Z`,
        tone(P.bone),
      ),
      circle(-7, y - 22, 5, flat(c[1]), 't'),
      circle(7, y - 22, 5, flat(c[1]), 't'),
    ].join('');
  if (kind === 'flame')
    return [
      circle(0, y - 24, 34, radial(c[0], c[1]), 'n'),
      path(
        `M0 ${y - 58}Q22 ${y - 30} 12 ${y - 6}Q0 ${y + 2} -12 ${y - 6}Q-22 ${y - 28} -6 ${y - 40}Q-4 ${y - 26} 2 ${y - 28}Q-2 ${y - 44} 0 ${y - 58}Z`,
        tone(c, 'v', 0.45),
      ),
      rect(-14, y - 8, 28, 12, tone(P.iron, 'v'), 'o', 3),
    ].join('');
  // leaf (nature)
  return [
    circle(0, y - 22, 32, radial(c[0], c[1]), 'n'),
    path(`M0 ${y}Q-26 ${y - 20} -18 ${y - 44}Q-4 ${y - 30} 0 ${y}Z`, tone(P.nature)),
    path(`M0 ${y}Q26 ${y - 22} 16 ${y - 48}Q2 ${y - 32} 0 ${y}Z`, tone(P.nature)),
    circle(0, y - 8, 9, tone(c)),
  ].join('');
};
const staff = (o = {}) => {
  const { up = 200, down = 80, wood = P.wood, kind = 'crystal', c = P.arcane, short = false } = o;
  const gnarl = short
    ? rect(-5, -up, 10, up + down, tone(wood, 'h'), 'o', 5)
    : path(
        `M-6 ${down}L-5 ${-up * 0.3}Q-10 ${-up * 0.6} -5 ${-up}L7 ${-up}Q2 ${-up * 0.6} 7 ${-up * 0.3}L6 ${down}Z`,
        tone(wood, 'h'),
      );
  return { art: [gnarl, staffTop(kind, -up, c)].join(''), top: up + 58, bottom: down + 2 };
};

const bow = (o = {}) => {
  const { size = 100, wood = P.wood, cross = false } = o;
  const s = size;
  if (cross) {
    return {
      art: [
        rect(-8, -s * 0.7, 16, s * 1.3, tone(wood, 'h'), 'o', 4),
        path(`M${-s * 0.6} ${-s * 0.3}Q0 ${-s * 0.75} ${s * 0.6} ${-s * 0.3}`, 'none', 'o'),
        path(
          `M${-s * 0.6} ${-s * 0.3}Q0 ${-s * 0.68} ${s * 0.6} ${-s * 0.3}L${s * 0.6} ${-s * 0.38}Q0 ${-s * 0.78} ${-s * 0.6} ${-s * 0.38}Z`,
          tone(P.iron, 'v'),
        ),
        path(`M${-s * 0.58} ${-s * 0.32}L0 ${-s * 0.1}L${s * 0.58} ${-s * 0.32}`, 'none', 't'),
        rect(-3, -s * 0.85, 6, s * 0.6, tone(P.steel, 'h'), 't', 2),
      ].join(''),
      top: s * 0.9,
      bottom: s * 0.6,
    };
  }
  return {
    art: [
      path(`M${s * 0.1} ${-s}L${s * 0.1} ${s}`, 'none', 't'),
      path(
        `M${s * 0.1} ${-s}Q${-s * 0.75} 0 ${s * 0.1} ${s}L${s * 0.02} ${s}Q${-s * 0.45} 0 ${s * 0.02} ${-s}Z`,
        tone(wood, 'h', 0.5),
      ),
      rect(-s * 0.34, -14, 14, 28, tone(P.leather, 'h'), 'o', 4),
    ].join(''),
    top: s,
    bottom: s,
  };
};

const wand = (o = {}) => {
  const { c = P.arcane, wood = P.darkWood } = o;
  return {
    art: [
      rect(-5, -70, 10, 100, tone(wood, 'h'), 'o', 5),
      circle(0, -82, 26, radial(c[0], c[1]), 'n'),
      poly(star(0, -82, 4, 20, 7, -90), tone(c)),
      rect(-7, 4, 14, 22, tone(P.gold, 'h'), 'o', 3),
    ].join(''),
    top: 104,
    bottom: 30,
  };
};

// shields and off-hand (local: centred on the hand)
const shieldShape = (kind, R) => {
  if (kind === 'round') return (s) => circle(0, 0, R * s, '');
  const d = {
    heater: `M${-R * 0.82} ${-R * 0.85}L${R * 0.82} ${-R * 0.85}L${R * 0.82} ${-R * 0.1}Q${R * 0.78} ${R * 0.62} 0 ${R}Q${-R * 0.78} ${R * 0.62} ${-R * 0.82} ${-R * 0.1}Z`,
    kite: `M0 ${-R}Q${R * 0.72} ${-R * 0.95} ${R * 0.68} ${-R * 0.35}Q${R * 0.55} ${R * 0.45} 0 ${R * 1.15}Q${-R * 0.55} ${R * 0.45} ${-R * 0.68} ${-R * 0.35}Q${-R * 0.72} ${-R * 0.95} 0 ${-R}Z`,
    tower: `M${-R * 0.7} ${-R * 0.9}Q0 ${-R * 1.1} ${R * 0.7} ${-R * 0.9}L${R * 0.7} ${R * 0.8}Q0 ${R * 1.1} ${-R * 0.7} ${R * 0.8}Z`,
  }[kind];
  return (s) => `<path d="${fmt(d)}" transform="scale(${s})"`;
};
const shield = (o = {}) => {
  const { kind = 'round', R = 62, rim = P.iron, face = P.wood, emblem = 'boss', mark = P.gold, planks = false } = o;
  const shape = shieldShape(kind, R);
  const fill = (s, f, cls) => {
    const el = shape(s);
    return el.startsWith('<circle')
      ? el.replace('fill=""', `fill="${f}"`).replace('class="o"', `class="${cls}"`)
      : `${el} fill="${f}" class="${cls}"/>`;
  };
  const parts = [fill(1, tone(rim), 'o'), fill(0.82, tone(face, 'd', 0.55), 't')];
  if (planks)
    for (const x of [-R * 0.3, 0, R * 0.3]) parts.push(path(`M${x} ${-R * 0.78}L${x} ${R * 0.78}`, 'none', 't'));
  const m = tone(mark);
  if (emblem === 'boss')
    parts.push(
      circle(0, 0, R * 0.26, tone(rim)),
      circle(-R * 0.06, -R * 0.06, R * 0.08, flat('#ffffff'), 'n', ' opacity=".5"'),
    );
  if (emblem === 'cross')
    parts.push(
      path(
        `M${-R * 0.1} ${-R * 0.6}h${R * 0.2}v${R * 0.42}h${R * 0.36}v${R * 0.2}h${-R * 0.36}v${R * 0.6}h${-R * 0.2}v${-R * 0.6}h${-R * 0.36}v${-R * 0.2}h${R * 0.36}Z`,
        m,
      ),
    );
  if (emblem === 'chevron')
    parts.push(
      path(
        `M${-R * 0.6} ${-R * 0.1}L0 ${R * 0.35}L${R * 0.6} ${-R * 0.1}L${R * 0.6} ${R * 0.12}L0 ${R * 0.58}L${-R * 0.6} ${R * 0.12}Z`,
        m,
      ),
    );
  if (emblem === 'star') parts.push(poly(star(0, 0, 5, R * 0.45, R * 0.2), m));
  if (emblem === 'sun') parts.push(poly(star(0, 0, 12, R * 0.5, R * 0.32), m), circle(0, 0, R * 0.24, tone(P.holy)));
  if (emblem === 'claw')
    for (const dx of [-0.25, 0, 0.25])
      parts.push(
        path(
          `M${R * dx} ${-R * 0.45}Q${R * (dx + 0.14)} 0 ${R * dx} ${R * 0.45}Q${R * (dx - 0.06)} 0 ${R * dx} ${-R * 0.45}Z`,
          m,
        ),
      );
  return { art: parts.join(''), top: R * 1.15, bottom: R * 1.15 };
};
const orb = (o = {}) => {
  const { c = P.arcane } = o;
  return {
    art: [
      circle(0, -34, 44, radial(c[0], c[1]), 'n'),
      path('M-20 -6Q-30 -36 -14 -56M20 -6Q30 -36 14 -56', 'none', 'o'),
      circle(0, -34, 22, tone(c)),
      circle(-7, -42, 6, flat('#ffffff'), 'n', ' opacity=".7"'),
      rect(-18, -10, 36, 16, tone(P.gold, 'v'), 'o', 5),
    ].join(''),
    top: 80,
    bottom: 10,
  };
};
const book = (o = {}) => {
  const { cover = P.crimson, c = P.gold } = o;
  return {
    art: [
      rect(-40, -50, 80, 100, tone(P.linen, 'h'), 'o', 6),
      rect(-44, -54, 76, 104, tone(cover), 'o', 6),
      rect(-44, -54, 14, 104, tone(P.darkLeather, 'h'), 't', 4),
      poly(star(-6, -4, 4, 24, 8, -90), tone(c)),
      circle(-6, -4, 6, tone(P.arcane)),
    ].join(''),
    top: 56,
    bottom: 56,
  };
};

// ---------------------------------------------------------------- avatar (canvas 320 x 384)
// Fixed anchor points, shared by every layer: head centre, hands (weapon grips), hips.
const A = { w: 320, h: 384, sw: OUTLINE.avatar, head: [160, 112], hand1: [93, 282], hand2: [227, 282] };
const armD = (s) =>
  s > 0 ? 'M116 192Q100 195 97 214L82 272L104 276L116 232Z' : 'M204 192Q220 195 223 214L238 272L216 276L204 232Z';
const skinTorso = (skin) =>
  [
    rect(143, 150, 34, 46, tone(skin, 'h', 0.6)),
    path(armD(1), tone(skin, 'h', 0.6)),
    path(armD(-1), tone(skin, 'h', 0.6)),
    path('M116 188Q160 178 204 188L214 208L202 292L118 292L106 208Z', tone(skin, 'd', 0.62)),
    path('M160 214Q150 230 160 246', 'none', 't'),
    circle(A.hand1[0], A.hand1[1], 15, tone(skin)),
    circle(A.hand2[0], A.hand2[1], 15, tone(skin)),
    path('M85 279Q93 272 101 279M219 279Q227 272 235 279', 'none', 't'),
  ].join('');
const skinHead = (skin) =>
  [
    ellipse(106, 124, 10, 14, tone(skin)),
    ellipse(214, 124, 10, 14, tone(skin)),
    ellipse(160, 112, 55, 60, tone(skin, 'd', 0.68)),
    path('M156 132Q160 140 166 134', 'none', 't'),
    ellipse(128, 140, 9, 5, flat('#e8866e'), 'n', ' opacity=".35"'),
    ellipse(192, 140, 9, 5, flat('#e8866e'), 'n', ' opacity=".35"'),
  ].join('');

// torso armour: a body piece, sleeves, and details
const armourBase = (c, { sleeve = 236, hem = 300, neck = 'round' } = {}) => {
  const sl = (s) =>
    s > 0
      ? `M118 186Q98 190 94 214L${90 - (sleeve - 236) * 0.2} ${sleeve}L112 ${sleeve + 4}L118 224Z`
      : `M202 186Q222 190 226 214L${230 + (sleeve - 236) * 0.2} ${sleeve}L208 ${sleeve + 4}L202 224Z`;
  const neckD = neck === 'v' ? 'M142 184L160 212L178 184' : 'M140 184Q160 200 180 184';
  return [
    path(sl(1), tone(c, 'h', 0.6)),
    path(sl(-1), tone(c, 'h', 0.6)),
    path(`M114 184Q160 176 206 184L216 210L206 ${hem}L114 ${hem}L104 210Z`, tone(c, 'd', 0.62)),
    path(neckD, 'none', 'o'),
  ].join('');
};
const belt = (c = P.darkLeather, buckle = P.gold, y = 276) =>
  rect(112, y, 96, 14, tone(c, 'v'), 'o', 3) +
  rect(151, y - 2, 18, 18, 'none', 'o', 3) +
  rect(154, y + 1, 12, 12, tone(buckle), 't', 2);
const torsoArmours = {
  linenShirt: {
    names: ['Linen shirt', 'Lniana koszula', 'Camisa de lino', 'Leinenhemd', 'Chemise de lin'],
    draw: () =>
      armourBase(P.linen, { sleeve: 226, neck: 'v' }) +
      path('M152 196L168 196M154 204L166 204', 'none', 't') +
      belt(P.leather, P.bronze),
  },
  leatherJerkin: {
    names: ['Leather jerkin', 'Skórzany kaftan', 'Jubón de cuero', 'Lederwams', 'Pourpoint de cuir'],
    draw: () =>
      armourBase(P.leather, { neck: 'v' }) +
      path('M124 200L132 270M196 200L188 270', 'none', 't') +
      rect(100, 188, 26, 22, tone(P.darkLeather), 'o', 8) +
      rect(194, 188, 26, 22, tone(P.darkLeather), 'o', 8) +
      belt(),
  },
  chainmail: {
    names: ['Chainmail', 'Kolczuga', 'Cota de malla', 'Kettenhemd', 'Cotte de mailles'],
    draw: () =>
      armourBase(P.iron, { sleeve: 250, hem: 304 }) +
      [206, 222, 238, 254]
        .map((y) => path(`M116 ${y}q8 6 16 0q8 6 16 0q8 6 16 0q8 6 16 0q8 6 16 0q8 6 16 0`, 'none', 't'))
        .join('') +
      rect(138, 180, 44, 14, tone(P.linen, 'v'), 'o', 6) +
      belt(P.darkLeather, P.iron, 272),
  },
  plateCuirass: {
    names: ['Plate cuirass', 'Napierśnik płytowy', 'Coraza de placas', 'Plattenharnisch', 'Cuirasse de plates'],
    draw: () =>
      armourBase(P.steel, { sleeve: 244, hem: 296 }) +
      path('M128 196Q160 186 192 196L190 258Q160 272 130 258Z', tone(P.steel, 'd', 0.5), 't') +
      path('M160 192L160 266', 'none', 't') +
      ellipse(106, 204, 24, 20, tone(P.steel)) +
      ellipse(214, 204, 24, 20, tone(P.steel)) +
      path('M88 206Q106 196 124 206M196 206Q214 196 232 206', 'none', 't') +
      rect(114, 272, 92, 28, tone(P.iron, 'v'), 'o', 4) +
      path('M114 286L206 286', 'none', 't'),
  },
  mageRobe: {
    names: ['Mage robe', 'Szata maga', 'Túnica de mago', 'Magierrobe', 'Robe de mage'],
    draw: () =>
      path('M118 186Q96 190 90 214L76 268L112 262L118 224Z', tone(P.purple, 'h')) +
      path('M202 186Q224 190 230 214L244 268L208 262L202 224Z', tone(P.purple, 'h')) +
      path('M114 184Q160 176 206 184L216 210L208 304L112 304L104 210Z', tone(P.purple, 'd', 0.62)) +
      path('M140 182L160 214L180 182L172 180L160 198L148 180Z', tone(P.gold)) +
      path('M160 214L160 304', 'none', 't') +
      path('M77 264L111 258M243 264L209 258', 'none', 'o', ` stroke="${P.gold[0]}"`) +
      belt(P.gold, P.arcane, 268),
  },
  rangerTunic: {
    names: ['Ranger tunic', 'Tunika tropiciela', 'Túnica de explorador', 'Waldläuferwams', 'Tunique de rôdeur'],
    draw: () =>
      armourBase(P.forest, { sleeve: 244, neck: 'v' }) +
      path('M118 186Q160 214 202 186L198 176Q160 196 122 176Z', tone(P.moss)) +
      path('M120 196L196 268L188 276L114 206Z', tone(P.leather, 'v')) +
      belt(P.darkLeather, P.bronze),
  },
  goldPlate: {
    names: ['Golden plate', 'Złota zbroja płytowa', 'Armadura dorada', 'Goldene Plattenrüstung', 'Armure dorée'],
    draw: () =>
      armourBase(P.gold, { sleeve: 244, hem: 296 }) +
      path('M130 198Q160 188 190 198L188 256Q160 270 132 256Z', tone(P.crimson), 't') +
      poly(star(160, 226, 4, 18, 7), tone(P.holy)) +
      ellipse(106, 204, 25, 21, tone(P.gold)) +
      ellipse(214, 204, 25, 21, tone(P.gold)) +
      circle(106, 204, 5, tone(P.red), 't') +
      circle(214, 204, 5, tone(P.red), 't') +
      rect(114, 272, 92, 26, tone(P.brand, 'v'), 'o', 4),
  },
};

// legs: trousers or greaves, and boots
const legsBase = (c, boots, { knee, skirt } = {}) => {
  const parts = [];
  if (skirt) {
    parts.push(path('M118 274L202 274L214 350L106 350Z', tone(c, 'd', 0.55)));
    parts.push(path('M140 290L134 348M180 290L186 348M160 292L160 348', 'none', 't'));
  } else {
    parts.push(
      path('M118 274L202 274L200 300L194 352L166 352L162 306L158 306L154 352L126 352L120 300Z', tone(c, 'h', 0.5)),
    );
  }
  parts.push(path('M124 340L156 340L158 366L112 372Q110 360 124 354Z', tone(boots, 'h')));
  parts.push(path('M164 340L196 340L196 354Q210 360 208 372L162 366Z', tone(boots, 'h')));
  if (knee) parts.push(ellipse(141, 318, 15, 11, tone(knee)), ellipse(179, 318, 15, 11, tone(knee)));
  return parts.join('');
};
const bottoms = {
  linenTrousers: {
    names: ['Linen trousers', 'Lniane spodnie', 'Pantalones de lino', 'Leinenhose', 'Pantalon de lin'],
    draw: () => legsBase(P.linen, P.leather),
  },
  leatherPants: {
    names: ['Leather pants', 'Skórzane spodnie', 'Pantalones de cuero', 'Lederhose', 'Pantalon de cuir'],
    draw: () => legsBase(P.leather, P.darkLeather) + path('M141 290L141 336M179 290L179 336', 'none', 't'),
  },
  chainLeggings: {
    names: ['Chain leggings', 'Nogawice kolcze', 'Grebas de malla', 'Kettenbeinlinge', 'Chausses de mailles'],
    draw: () =>
      legsBase(P.iron, P.darkIron) +
      [296, 312, 328].map((y) => path(`M126 ${y}q7 5 14 0q7 5 14 0M166 ${y}q7 5 14 0q7 5 14 0`, 'none', 't')).join(''),
  },
  plateGreaves: {
    names: ['Plate greaves', 'Nagolenniki płytowe', 'Grebas de placas', 'Plattenbeinschienen', 'Jambières de plates'],
    draw: () => legsBase(P.steel, P.iron, { knee: P.steel }) + path('M141 330L141 348M179 330L179 348', 'none', 't'),
  },
  mageSkirt: {
    names: ['Mage skirt', 'Spódnica maga', 'Falda de mago', 'Magierrock', 'Jupe de mage'],
    draw: () => legsBase(P.navy, P.darkLeather, { skirt: true }),
  },
  rangerBreeches: {
    names: ['Ranger breeches', 'Bryczesy tropiciela', 'Calzas de explorador', 'Waldläuferhose', 'Culotte de rôdeur'],
    draw: () =>
      legsBase(P.moss, P.leather, { knee: P.leather }) + path('M126 344L156 340M164 340L194 344', 'none', 't'),
  },
  goldGreaves: {
    names: ['Golden greaves', 'Złote nagolenniki', 'Grebas doradas', 'Goldene Beinschienen', 'Jambières dorées'],
    draw: () =>
      legsBase(P.gold, P.brand, { knee: P.gold }) +
      circle(141, 318, 4, tone(P.red), 't') +
      circle(179, 318, 4, tone(P.red), 't'),
  },
};

const capeD = 'M112 188L208 188L240 356Q160 372 80 356Z';
const backs = {
  none: { names: ['No cape', 'Bez peleryny', 'Sin capa', 'Kein Umhang', 'Sans cape'], draw: () => '' },
  redCape: {
    names: ['Red cape', 'Czerwona peleryna', 'Capa roja', 'Roter Umhang', 'Cape rouge'],
    draw: () => path(capeD, tone(P.red, 'h', 0.5)) + path('M96 300L90 350M224 300L230 350', 'none', 't'),
  },
  blueCape: {
    names: ['Blue cape', 'Niebieska peleryna', 'Capa azul', 'Blauer Umhang', 'Cape bleue'],
    draw: () => path(capeD, tone(P.blue, 'h', 0.5)) + path('M96 300L90 350M224 300L230 350', 'none', 't'),
  },
  forestCloak: {
    names: ['Forest cloak', 'Leśny płaszcz', 'Manto del bosque', 'Waldmantel', 'Manteau forestier'],
    draw: () =>
      path(
        'M112 188L208 188L236 350L222 362L206 352L190 366L174 354L160 368L146 354L130 366L114 352L98 362L84 350Z',
        tone(P.forest, 'h', 0.5),
      ),
  },
};

// hair: the front part sits above the face; a back part (hairPart2) sits behind head and body
const hairCap = (
  c,
  fringe = 'M104 126Q96 46 160 44Q224 46 216 126L208 126Q206 90 186 78Q164 98 126 86Q114 100 112 126Z',
) => path(fringe, tone(c, 'd', 0.6));
const hairs = {
  shortBrown: {
    names: [
      'Short brown hair',
      'Krótkie brązowe włosy',
      'Pelo corto castaño',
      'Kurzes braunes Haar',
      'Cheveux courts bruns',
    ],
    draw: () => hairCap(P.hair.brown),
  },
  spikyBlack: {
    names: [
      'Spiky black hair',
      'Czarne nastroszone włosy',
      'Pelo negro de punta',
      'Schwarzes Stachelhaar',
      'Cheveux noirs en pointes',
    ],
    draw: () =>
      path(
        'M104 128L98 84L112 90L108 56L128 70L134 36L150 60L162 30L172 60L190 38L192 70L214 58L208 90L222 86L216 128L208 128Q204 96 186 86L170 100L158 86L142 100L128 88Q114 100 112 128Z',
        tone(P.hair.black, 'd', 0.6),
      ),
  },
  longBlonde: {
    names: [
      'Long blonde hair',
      'Długie jasne włosy',
      'Pelo largo rubio',
      'Langes blondes Haar',
      'Cheveux longs blonds',
    ],
    part2: () => path('M100 110Q96 40 160 40Q224 40 220 110L232 236Q160 252 88 236Z', tone(P.hair.blonde, 'h', 0.55)),
    draw: () =>
      hairCap(
        P.hair.blonde,
        'M102 150Q92 44 160 42Q228 44 218 150L226 210L206 204L208 128Q204 88 182 76Q150 100 120 84Q112 100 112 128L114 204L94 210Z',
      ),
  },
  ponytailRed: {
    names: ['Red ponytail', 'Rudy kucyk', 'Coleta pelirroja', 'Roter Pferdeschwanz', 'Queue de cheval rousse'],
    part2: () =>
      path('M196 70Q250 80 240 150Q236 200 250 236Q214 214 212 160Q212 110 190 92Z', tone(P.hair.red, 'h', 0.55)),
    draw: () =>
      hairCap(P.hair.red, 'M104 124Q98 46 160 46Q222 46 216 124L208 124Q206 84 180 72Q146 70 120 90Q112 104 112 124Z') +
      circle(200, 78, 9, tone(P.bronze)),
  },
  bobDark: {
    names: ['Dark bob', 'Ciemny bob', 'Melena oscura', 'Dunkler Bob', 'Carré sombre'],
    part2: () => path('M100 110Q98 44 160 44Q222 44 220 110L222 172L98 172Z', tone(P.hair.darkBrown, 'h')),
    draw: () =>
      hairCap(
        P.hair.darkBrown,
        'M100 170Q86 48 160 44Q234 48 220 170L204 170L208 128Q204 92 190 84Q160 102 130 96L120 100Q112 116 116 170Z',
      ),
  },
  mohawkSilver: {
    names: ['Silver crest', 'Srebrny irokez', 'Cresta plateada', 'Silberner Irokese', 'Crête argentée'],
    draw: () =>
      path(
        'M108 104Q112 70 140 60L180 60Q208 70 212 104Q190 80 160 80Q130 80 108 104Z',
        tone(['#8a8a8a', '#6a6a6a']),
        't',
      ) + path('M146 86L138 40L152 20L168 20L182 40L174 86Q160 76 146 86Z', tone(P.hair.silver, 'h', 0.55)),
  },
  braidsBlack: {
    names: ['Black braids', 'Czarne warkocze', 'Trenzas negras', 'Schwarze Zöpfe', 'Tresses noires'],
    part2: () => path('M102 110Q98 42 160 42Q222 42 218 110L216 170L104 170Z', tone(P.hair.black, 'h')),
    draw: () =>
      hairCap(P.hair.black, 'M104 128Q96 46 160 44Q224 46 216 128L208 128Q206 86 160 80Q114 86 112 128Z') +
      [108, 212]
        .map(
          (x) =>
            [0, 1, 2, 3, 4].map((i) => ellipse(x, 150 + i * 20, 10, 12, tone(P.hair.black))).join('') +
            rect(x - 6, 246, 12, 10, tone(P.red, 'v'), 't', 3),
        )
        .join(''),
  },
  bunAuburn: {
    names: ['Auburn bun', 'Kasztanowy kok', 'Moño caoba', 'Kastanienbrauner Dutt', 'Chignon auburn'],
    draw: () =>
      circle(160, 40, 24, tone(P.hair.auburn)) +
      hairCap(P.hair.auburn, 'M104 128Q96 50 160 48Q224 50 216 128L208 128Q204 88 160 70Q116 88 112 128Z') +
      path('M140 60Q160 52 180 60', 'none', 't'),
  },
};

const eyePair = (fn) => fn(138, 1) + fn(182, -1);
const eyesSet = {
  roundBrown: {
    names: [
      'Round brown eyes',
      'Okrągłe brązowe oczy',
      'Ojos redondos marrones',
      'Runde braune Augen',
      'Yeux ronds marron',
    ],
    draw: () =>
      eyePair(
        (x) =>
          ellipse(x, 120, 10, 12, flat('#ffffff'), 't') +
          circle(x + 1, 122, 7, flat('#6b3f1f'), 'n') +
          circle(x + 1, 122, 3.5, flat(P.ink), 'n') +
          circle(x + 3, 119, 2, flat('#ffffff'), 'n'),
      ) + path('M126 100Q138 94 150 100M170 100Q182 94 194 100', 'none', 'o'),
  },
  almondGreen: {
    names: [
      'Green almond eyes',
      'Zielone migdałowe oczy',
      'Ojos verdes almendrados',
      'Grüne Mandelaugen',
      'Yeux verts en amande',
    ],
    draw: () =>
      eyePair(
        (x, s) =>
          path(`M${x - 12} 122Q${x} 110 ${x + 12} 122Q${x} 130 ${x - 12} 122Z`, flat('#ffffff'), 't') +
          circle(x + s, 121, 6, flat('#3f8a3a'), 'n') +
          circle(x + s, 121, 3, flat(P.ink), 'n') +
          circle(x + s + 2, 119, 1.6, flat('#ffffff'), 'n'),
      ) + path('M124 104Q138 98 152 104M168 104Q182 98 196 104', 'none', 'o'),
  },
  wideBlue: {
    names: ['Wide blue eyes', 'Duże niebieskie oczy', 'Ojos azules grandes', 'Große blaue Augen', 'Grands yeux bleus'],
    draw: () =>
      eyePair(
        (x) =>
          ellipse(x, 120, 12, 14, flat('#ffffff'), 't') +
          circle(x, 122, 8, flat('#3a78c0'), 'n') +
          circle(x, 122, 4, flat(P.ink), 'n') +
          circle(x + 3, 118, 2.5, flat('#ffffff'), 'n'),
      ) + path('M126 98Q138 92 150 96M170 96Q182 92 194 98', 'none', 't'),
  },
  sleepy: {
    names: ['Sleepy eyes', 'Senne oczy', 'Ojos somnolientos', 'Verschlafene Augen', 'Yeux endormis'],
    draw: () =>
      eyePair(
        (x) =>
          path(`M${x - 11} 120Q${x} 130 ${x + 11} 120Z`, flat('#ffffff'), 't') +
          path(`M${x - 6} 121Q${x} 128 ${x + 6} 121Z`, flat('#5a4030'), 'n') +
          path(`M${x - 12} 120L${x + 12} 120`, 'none', 'o'),
      ) + path('M126 104L150 104M170 104L194 104', 'none', 't'),
  },
  fierce: {
    names: ['Fierce eyes', 'Groźne oczy', 'Ojos feroces', 'Grimmige Augen', 'Yeux féroces'],
    draw: () =>
      eyePair(
        (x) =>
          ellipse(x, 123, 10, 8, flat('#ffffff'), 't') +
          circle(x, 123, 5.5, flat('#8a5a20'), 'n') +
          circle(x, 123, 2.8, flat(P.ink), 'n'),
      ) + path('M124 104L152 114L150 118L124 110ZM196 104L168 114L170 118L196 110Z', flat(P.hair.black[1]), 't'),
  },
  happy: {
    names: ['Smiling eyes', 'Uśmiechnięte oczy', 'Ojos sonrientes', 'Lachende Augen', 'Yeux rieurs'],
    draw: () =>
      path('M128 126Q138 112 148 126M172 126Q182 112 192 126', 'none', 'o') +
      path('M128 104Q138 98 148 104M172 104Q182 98 192 104', 'none', 't'),
  },
  arcaneGlow: {
    names: ['Arcane eyes', 'Magiczne oczy', 'Ojos arcanos', 'Arkane Augen', 'Yeux arcaniques'],
    draw: () =>
      eyePair(
        (x) =>
          circle(x, 121, 16, radial('#cdb4ff', '#8a63e0'), 'n') +
          ellipse(x, 121, 10, 11, flat('#f1eaff'), 't') +
          circle(x, 121, 6, flat('#8a63e0'), 'n') +
          circle(x + 2, 119, 2, flat('#ffffff'), 'n'),
      ) + path('M126 100Q138 96 150 100M170 100Q182 96 194 100', 'none', 't'),
  },
};

const mouths = {
  smile: {
    names: ['Smile', 'Uśmiech', 'Sonrisa', 'Lächeln', 'Sourire'],
    draw: () => path('M146 148Q160 160 174 148', 'none', 'o'),
  },
  grin: {
    names: ['Grin', 'Szeroki uśmiech', 'Sonrisa amplia', 'Grinsen', 'Grand sourire'],
    draw: () =>
      path('M142 146Q160 148 178 146Q174 166 160 166Q146 166 142 146Z', flat('#7a2a22'), 't') +
      path('M145 148L175 148L173 154L147 154Z', flat('#ffffff'), 'n'),
  },
  neutral: {
    names: ['Calm', 'Spokój', 'Calma', 'Ruhig', 'Calme'],
    draw: () => path('M150 152L170 152', 'none', 'o'),
  },
  surprised: {
    names: ['Surprised', 'Zdziwienie', 'Sorpresa', 'Überrascht', 'Surpris'],
    draw: () => ellipse(160, 154, 7, 9, flat('#7a2a22'), 't'),
  },
  smirk: {
    names: ['Smirk', 'Uśmieszek', 'Sonrisa pícara', 'Schmunzeln', 'Sourire en coin'],
    draw: () => path('M148 152Q162 154 174 144', 'none', 'o'),
  },
  mustache: {
    names: ['Moustache', 'Wąsy', 'Bigote', 'Schnurrbart', 'Moustache'],
    draw: () =>
      path('M150 156Q160 162 170 156', 'none', 't') +
      path(
        'M160 142Q146 138 136 146Q132 156 124 152Q134 162 150 152Q158 148 160 150Q162 148 170 152Q186 162 196 152Q188 156 184 146Q174 138 160 142Z',
        tone(P.hair.brown),
      ),
  },
  frown: {
    names: ['Determined', 'Zdeterminowanie', 'Determinación', 'Entschlossen', 'Déterminé'],
    draw: () => path('M148 156Q160 148 172 156', 'none', 'o'),
  },
};

// weapons in the hands: weapon1 in the right hand (viewer's left), weapon2 in the left hand
const inHand1 = (w, angle = -16) => g(`translate(${A.hand1[0]} ${A.hand1[1]}) rotate(${angle})`, w.art);
const inHand2 = (w, angle = 16) => g(`translate(${A.hand2[0]} ${A.hand2[1]}) rotate(${angle})`, w.art);

// ---------------------------------------------------------------- weapon designs (shared by items and avatar)
const W = {
  shortsword: () => sword({ len: 100, w: 18 }),
  longsword: () => sword({ len: 150, w: 20, guardStyle: 'cross' }),
  broadsword: () => sword({ len: 140, w: 30, guard: P.bronze, guardW: 70, pommel: P.bronze }),
  sabre: () =>
    sword({
      len: 140,
      w: 20,
      tip: 'curve',
      guard: P.gold,
      guardStyle: 'disc',
      guardW: 40,
      pommel: P.gold,
      grip: P.crimson,
    }),
  runeblade: () =>
    sword({
      len: 150,
      w: 22,
      blade: P.mithril,
      guard: P.obsidian,
      guardStyle: 'wing',
      guardW: 70,
      runes: P.frost[1],
      gem: P.frost,
      pommel: P.obsidian,
    }),
  dagger: () => sword({ len: 64, w: 18, guardW: 40, gripLen: 28 }),
  cleaver: () => sword({ len: 110, w: 34, tip: 'square', guard: P.darkIron, guardW: 48, grip: P.darkWood }),
  greatsword: () =>
    sword({ len: 200, w: 28, guardStyle: 'cross', guardW: 90, gripLen: 56, grip: P.darkLeather, pommel: P.steel }),
  flameblade: () =>
    sword({
      len: 170,
      w: 24,
      blade: P.fire,
      guard: P.darkIron,
      guardStyle: 'wing',
      guardW: 76,
      gripLen: 50,
      pommel: P.darkIron,
      gem: P.red,
    }),
  handaxe: () => axe({ up: 110, down: 34, size: 0.8 }),
  battleaxe: () => axe({ up: 140, down: 40, double: true, head: P.steel }),
  bearded: () => axe({ up: 130, down: 40, spike: true, head: P.darkIron, handle: P.darkWood }),
  greataxe: () => axe({ up: 200, down: 70, double: true, size: 1.3, head: P.steel, handle: P.darkWood }),
  mace: () => mace({ kind: 'flanged' }),
  morningstar: () => mace({ kind: 'spiked', head: P.iron }),
  warhammer: () => mace({ kind: 'hammer', head: P.steel }),
  maul: () => mace({ kind: 'hammer', up: 180, down: 70, size: 1.4, head: P.stone, handle: P.darkWood }),
  pickaxe: () => mace({ kind: 'pick', up: 130, down: 40, head: P.iron }),
  spear: () => spear({ tassel: P.red }),
  halberd: () => spear({ kind: 'halberd', head: P.steel, handle: P.darkWood }),
  shortbow: () => bow({ size: 80 }),
  longbow: () => bow({ size: 120, wood: P.darkWood }),
  crossbow: () => bow({ size: 100, cross: true }),
  oakStaff: () => staff({ kind: 'crystal', c: P.arcane }),
  fireStaff: () => staff({ kind: 'flame', c: P.fire, wood: P.darkWood }),
  frostStaff: () => staff({ kind: 'orb', c: P.frost, wood: P.grey }),
  natureStaff: () => staff({ kind: 'leaf', c: P.nature }),
  boneStaff: () => staff({ kind: 'skull', c: P.shadow, wood: P.bone }),
  arcaneWand: () => wand({ c: P.arcane }),
  fireWand: () => wand({ c: P.fire, wood: P.crimson }),
  holyWand: () => wand({ c: P.holy, wood: P.linen }),
  roundShield: () => shield({ kind: 'round', face: P.wood, planks: true }),
  heaterShield: () => shield({ kind: 'heater', face: P.blue, emblem: 'cross', mark: P.gold }),
  kiteShield: () => shield({ kind: 'kite', face: P.red, emblem: 'chevron', mark: P.linen, rim: P.steel }),
  towerShield: () => shield({ kind: 'tower', face: P.steel, rim: P.iron, emblem: 'star', mark: P.gold }),
  sunShield: () => shield({ kind: 'round', face: P.gold, rim: P.brand, emblem: 'sun', mark: P.holy }),
  beastShield: () => shield({ kind: 'heater', face: P.darkLeather, rim: P.darkIron, emblem: 'claw', mark: P.bone }),
  arcaneOrb: () => orb({ c: P.arcane }),
  spellbook: () => book({}),
  tomeOfFrost: () => book({ cover: P.navy, c: P.frost }),
};

/** A weapon drawn diagonally on the 64 x 64 item canvas. */
const weaponIcon = (w, angle = 45) => {
  const fit = 82 / (w.top + w.bottom);
  // long weapons (staves, spears, bows) keep a readable thickness: the head stays in view, the butt runs off the canvas
  const s = Math.max(fit, 0.42);
  const shift = s === fit ? (w.top - w.bottom) / 2 : w.top - 40 / s;
  return g(`translate(32 32) rotate(${angle}) scale(${s}) translate(0 ${shift})`, w.art);
};
const centredIcon = (w, size = 56) => {
  const s = size / (w.top + w.bottom);
  return g(`translate(32 32) scale(${s}) translate(0 ${(w.top - w.bottom) / 2})`, w.art);
};

// helmets, drawn in avatar space over the head (also used by vendors)
const helmets = {
  leatherCap: {
    names: ['Leather cap', 'Skórzana czapka', 'Gorro de cuero', 'Lederkappe', 'Calotte de cuir'],
    draw: () =>
      path('M100 98Q98 36 160 36Q222 36 220 98Q160 82 100 98Z', tone(P.leather)) +
      path('M96 100Q160 78 224 100L222 110Q160 90 98 110Z', tone(P.darkLeather, 'v')) +
      path('M160 38L160 86', 'none', 't'),
  },
  ironHelm: {
    names: ['Iron helm', 'Żelazny hełm', 'Yelmo de hierro', 'Eisenhelm', 'Heaume de fer'],
    draw: () =>
      path('M98 126Q94 36 160 36Q226 36 222 126L206 126L204 100Q160 88 116 100L114 126Z', tone(P.iron)) +
      rect(152, 96, 16, 46, tone(P.iron, 'h'), 'o', 4) +
      path('M104 100Q160 84 216 100', 'none', 'o'),
  },
  greatHelm: {
    names: ['Great helm', 'Hełm garnczkowy', 'Gran yelmo', 'Topfhelm', 'Grand heaume'],
    draw: () =>
      rect(98, 40, 124, 140, tone(P.steel, 'd', 0.55), 'o', 30) +
      rect(110, 110, 100, 10, flat(P.ink), 'n', 4) +
      path('M160 48L160 104M160 126L160 172', 'none', 't') +
      [132, 144, 176, 188].map((x) => circle(x, 146, 3, flat(P.ink), 'n')).join(''),
  },
  hornedHelm: {
    names: ['Horned helm', 'Rogaty hełm', 'Yelmo con cuernos', 'Hörnerhelm', 'Casque à cornes'],
    draw: () =>
      path('M104 80Q70 70 62 24Q88 54 112 60Z', tone(P.bone)) +
      path('M216 80Q250 70 258 24Q232 54 208 60Z', tone(P.bone)) +
      path('M100 116Q96 42 160 40Q224 42 220 116Z', tone(P.bronze)) +
      rect(96, 104, 128, 16, tone(P.darkIron, 'v'), 'o', 4) +
      [116, 140, 180, 204].map((x) => circle(x, 112, 3, tone(P.gold), 'n')).join(''),
  },
  wizardHat: {
    names: ['Wizard hat', 'Kapelusz czarodzieja', 'Sombrero de mago', 'Zauberhut', 'Chapeau de sorcier'],
    draw: () =>
      path('M120 80L170 -4Q186 6 190 26L204 80Z', tone(P.purple, 'h')) +
      ellipse(160, 84, 86, 18, tone(P.purple, 'v')) +
      path('M122 72Q162 62 202 72L204 82Q162 72 120 82Z', tone(P.gold)) +
      poly(star(172, 44, 5, 10, 4), tone(P.holy), 't'),
  },
  hood: {
    names: ['Hood', 'Kaptur', 'Capucha', 'Kapuze', 'Capuche'],
    draw: () =>
      path('M86 190Q76 40 160 30Q244 40 234 190L212 180Q222 76 160 70Q98 76 108 180Z', tone(P.forest, 'h', 0.55)),
  },
  circlet: {
    names: ['Golden circlet', 'Złoty diadem', 'Diadema dorada', 'Goldreif', "Diadème d'or"],
    draw: () =>
      path('M104 86L116 64L130 80L144 56L160 76L176 56L190 80L204 64L216 86Q160 74 104 86Z', tone(P.gold)) +
      path('M102 84Q160 72 218 84L218 98Q160 86 102 98Z', tone(P.gold, 'v')) +
      circle(160, 88, 6, tone(P.blood)),
  },
  knightHelm: {
    names: ['Plumed helm', 'Hełm z pióropuszem', 'Yelmo emplumado', 'Federbuschhelm', 'Heaume à plumet'],
    draw: () =>
      path('M160 36Q186 0 220 8Q196 18 190 44Z', tone(P.red)) +
      path('M98 150Q92 36 160 34Q228 36 222 150L204 150L204 108L116 108L116 150Z', tone(P.steel)) +
      path('M116 108L204 108L200 120L120 120Z', tone(P.iron, 'v')) +
      path('M160 38L160 104', 'none', 't'),
  },
};
const helmetIcon = (h, s = 0.42) => g(`translate(32 34) scale(${s}) translate(-160 -96)`, h.draw());
const torsoIcon = (t) => g('translate(32 34) scale(0.36) translate(-160 -240)', t.draw());

// ---------------------------------------------------------------- items (64 x 64)
const itemWeapons = [
  // id, kind, design, names (en, pl, es, de, fr)
  [
    'shortsword',
    'weapon1h',
    'shortsword',
    ['Short sword', 'Krótki miecz', 'Espada corta', 'Kurzschwert', 'Épée courte'],
  ],
  ['longsword', 'weapon1h', 'longsword', ['Longsword', 'Miecz długi', 'Espada larga', 'Langschwert', 'Épée longue']],
  ['broadsword', 'weapon1h', 'broadsword', ['Broadsword', 'Pałasz', 'Espada ancha', 'Breitschwert', 'Épée large']],
  ['sabre', 'weapon1h', 'sabre', ['Golden sabre', 'Złota szabla', 'Sable dorado', 'Goldener Säbel', 'Sabre doré']],
  [
    'runeblade',
    'weapon1h',
    'runeblade',
    ['Rune blade', 'Runiczne ostrze', 'Hoja rúnica', 'Runenklinge', 'Lame runique'],
  ],
  ['dagger', 'weapon1h', 'dagger', ['Dagger', 'Sztylet', 'Daga', 'Dolch', 'Dague']],
  ['cleaver', 'weapon1h', 'cleaver', ['Cleaver', 'Tasak', 'Cuchilla', 'Hackmesser', 'Couperet']],
  [
    'greatsword',
    'weapon2h',
    'greatsword',
    ['Greatsword', 'Miecz dwuręczny', 'Mandoble', 'Zweihänder', 'Épée à deux mains'],
  ],
  [
    'flameblade',
    'weapon2h',
    'flameblade',
    ['Flame blade', 'Płonące ostrze', 'Hoja de fuego', 'Flammenklinge', 'Lame de feu'],
  ],
  ['handaxe', 'weapon1h', 'handaxe', ['Hand axe', 'Toporek', 'Hacha de mano', 'Handbeil', 'Hachette']],
  [
    'battleaxe',
    'weapon1h',
    'battleaxe',
    ['Battle axe', 'Topór bojowy', 'Hacha de batalla', 'Streitaxt', 'Hache de bataille'],
  ],
  ['beardedAxe', 'weapon1h', 'bearded', ['Bearded axe', 'Brodaty topór', 'Hacha barbuda', 'Bartaxt', 'Hache barbue']],
  ['greataxe', 'weapon2h', 'greataxe', ['Great axe', 'Wielki topór', 'Gran hacha', 'Große Axt', 'Grande hache']],
  ['mace', 'weapon1h', 'mace', ['Flanged mace', 'Buława', 'Maza de aletas', 'Streitkolben', 'Masse à ailettes']],
  [
    'morningstar',
    'weapon1h',
    'morningstar',
    ['Morning star', 'Morgenstern', 'Lucero del alba', 'Morgenstern', 'Morgenstern'],
  ],
  [
    'warhammer',
    'weapon1h',
    'warhammer',
    ['War hammer', 'Młot bojowy', 'Martillo de guerra', 'Kriegshammer', 'Marteau de guerre'],
  ],
  ['maul', 'weapon2h', 'maul', ['Stone maul', 'Kamienny młot', 'Mazo de piedra', 'Steinhammer', 'Maillet de pierre']],
  ['pickaxe', 'weapon1h', 'pickaxe', ['Pickaxe', 'Kilof', 'Pico', 'Spitzhacke', 'Pioche']],
  ['spear', 'weapon2h', 'spear', ['Spear', 'Włócznia', 'Lanza', 'Speer', 'Lance']],
  ['halberd', 'weapon2h', 'halberd', ['Halberd', 'Halabarda', 'Alabarda', 'Hellebarde', 'Hallebarde']],
  ['shortbow', 'weapon2h', 'shortbow', ['Short bow', 'Krótki łuk', 'Arco corto', 'Kurzbogen', 'Arc court']],
  ['longbow', 'weapon2h', 'longbow', ['Longbow', 'Długi łuk', 'Arco largo', 'Langbogen', 'Arc long']],
  ['crossbow', 'weapon2h', 'crossbow', ['Crossbow', 'Kusza', 'Ballesta', 'Armbrust', 'Arbalète']],
  [
    'oakStaff',
    'magic',
    'oakStaff',
    ['Arcane staff', 'Kostur arkanów', 'Bastón arcano', 'Arkaner Stab', 'Bâton arcanique'],
  ],
  ['fireStaff', 'magic', 'fireStaff', ['Fire staff', 'Kostur ognia', 'Bastón de fuego', 'Feuerstab', 'Bâton de feu']],
  [
    'frostStaff',
    'magic',
    'frostStaff',
    ['Frost staff', 'Kostur mrozu', 'Bastón de escarcha', 'Froststab', 'Bâton de givre'],
  ],
  [
    'natureStaff',
    'magic',
    'natureStaff',
    ['Druid staff', 'Kostur druida', 'Bastón druídico', 'Druidenstab', 'Bâton druidique'],
  ],
  [
    'boneStaff',
    'magic',
    'boneStaff',
    ['Bone staff', 'Kościany kostur', 'Bastón de hueso', 'Knochenstab', "Bâton d'os"],
  ],
  [
    'arcaneWand',
    'magic',
    'arcaneWand',
    ['Arcane wand', 'Różdżka arkanów', 'Varita arcana', 'Arkaner Zauberstab', 'Baguette arcanique'],
  ],
  [
    'fireWand',
    'magic',
    'fireWand',
    ['Fire wand', 'Różdżka ognia', 'Varita de fuego', 'Feuerzauberstab', 'Baguette de feu'],
  ],
  [
    'holyWand',
    'magic',
    'holyWand',
    ['Holy wand', 'Święta różdżka', 'Varita sagrada', 'Heiliger Zauberstab', 'Baguette sacrée'],
  ],
  ['arcaneOrb', 'magic', 'arcaneOrb', ['Arcane orb', 'Kula arkanów', 'Orbe arcano', 'Arkane Kugel', 'Orbe arcanique']],
  ['spellbook', 'magic', 'spellbook', ['Spellbook', 'Księga zaklęć', 'Libro de hechizos', 'Zauberbuch', 'Grimoire']],
  [
    'tomeOfFrost',
    'magic',
    'tomeOfFrost',
    ['Tome of frost', 'Księga mrozu', 'Tomo de escarcha', 'Foliant des Frosts', 'Tome du givre'],
  ],
  [
    'roundShield',
    'shield',
    'roundShield',
    ['Round shield', 'Okrągła tarcza', 'Escudo redondo', 'Rundschild', 'Bouclier rond'],
  ],
  [
    'heaterShield',
    'shield',
    'heaterShield',
    ['Heater shield', 'Tarcza rycerska', 'Escudo de caballero', 'Dreieckschild', 'Écu'],
  ],
  [
    'kiteShield',
    'shield',
    'kiteShield',
    ['Kite shield', 'Tarcza migdałowa', 'Escudo de cometa', 'Drachenschild', 'Bouclier normand'],
  ],
  ['towerShield', 'shield', 'towerShield', ['Tower shield', 'Pawęż', 'Escudo torre', 'Turmschild', 'Pavois']],
  [
    'sunShield',
    'shield',
    'sunShield',
    ['Sun shield', 'Tarcza słońca', 'Escudo solar', 'Sonnenschild', 'Bouclier solaire'],
  ],
  [
    'beastShield',
    'shield',
    'beastShield',
    ['Beast shield', 'Tarcza bestii', 'Escudo de bestia', 'Bestienschild', 'Bouclier de la bête'],
  ],
];
const items = [];
for (const [id, kind, , names] of itemWeapons) items.push({ id, kind, names, draw: null });
// draws are lazy: re-create the weapon inside the document so gradients land in its defs
for (const it of items) {
  const design = itemWeapons.find((x) => x[0] === it.id)[2];
  it.draw = () => {
    const w = W[design]();
    return it.kind === 'shield' || design === 'spellbook' || design === 'tomeOfFrost' || design === 'arcaneOrb'
      ? centredIcon(w, 54)
      : weaponIcon(w);
  };
}
for (const [id, h] of Object.entries(helmets))
  items.push({ id, kind: 'helmet', names: h.names, draw: () => helmetIcon(h, id === 'hornedHelm' ? 0.3 : 0.42) });
for (const [id, t] of Object.entries(torsoArmours))
  items.push({ id, kind: 'torso', names: t.names, draw: () => torsoIcon(t) });

// ---------------------------------------------------------------- consumables and resources (64 x 64)
const potion =
  (c, shape = 'round') =>
  () => {
    const body =
      shape === 'round'
        ? circle(32, 40, 18, tone(P.linen, 'd', 0.5))
        : shape === 'tall'
          ? rect(20, 22, 24, 36, tone(P.linen, 'd', 0.5), 'o', 8)
          : path('M26 18L38 18L38 26L52 54Q52 58 48 58L16 58Q12 58 12 54L26 26Z', tone(P.linen, 'd', 0.5));
    const liquid =
      shape === 'round'
        ? path('M15.5 42Q32 36 48.5 42A16.5 16.5 0 0 1 15.5 42Z', tone(c, 'd', 0.5), 'n')
        : shape === 'tall'
          ? rect(21.5, 34, 21, 22.5, tone(c, 'd', 0.5), 'n', 7)
          : path('M21 38L43 38L50.5 54Q50 56.5 47.5 56.5L16.5 56.5Q14 56.5 13.5 54Z', tone(c, 'd', 0.5), 'n');
    return [
      circle(32, 42, 26, radial(c[0], c[1]), 'n', ' opacity=".35"'),
      body,
      liquid,
      rect(26, 10, 12, 12, tone(P.wood, 'h'), 'o', 3),
      rect(24, 19, 16, 6, tone(P.linen, 'v'), 't', 3),
      ellipse(25, 36, 3, 6, flat('#ffffff'), 'n', ' opacity=".55"'),
    ].join('');
  };
const ore = (c, vein) => () =>
  poly(
    [
      [10, 44],
      [16, 24],
      [30, 14],
      [46, 18],
      [56, 34],
      [52, 52],
      [30, 56],
      [14, 54],
    ],
    tone(P.stone),
  ) +
  path('M16 24L30 30L46 18M30 30L30 56M30 30L56 34', 'none', 't') +
  [
    [22, 40],
    [40, 30],
    [42, 46],
    [24, 26],
  ]
    .map(([x, y]) => poly(star(x, y, 4, 8, 3.5, -45), tone(vein), 't'))
    .join('') +
  (c ? '' : '');
const consumables = [
  [
    'healthPotion',
    'potion',
    potion(P.blood),
    ['Health potion', 'Mikstura zdrowia', 'Poción de salud', 'Heiltrank', 'Potion de soin'],
  ],
  [
    'manaPotion',
    'potion',
    potion(P.blue),
    ['Mana potion', 'Mikstura many', 'Poción de maná', 'Manatrank', 'Potion de mana'],
  ],
  [
    'staminaPotion',
    'potion',
    potion(P.poison, 'tall'),
    ['Stamina draught', 'Napój wytrzymałości', 'Brebaje de aguante', 'Ausdauertrank', "Breuvage d'endurance"],
  ],
  [
    'elixir',
    'potion',
    potion(P.arcane, 'flask'),
    ['Elixir of power', 'Eliksir mocy', 'Elixir de poder', 'Elixier der Macht', 'Élixir de puissance'],
  ],
  ['antidote', 'potion', potion(P.holy, 'tall'), ['Antidote', 'Antidotum', 'Antídoto', 'Gegengift', 'Antidote']],
  [
    'fireTonic',
    'potion',
    potion(P.fire, 'flask'),
    ['Fire tonic', 'Ognisty tonik', 'Tónico de fuego', 'Feuertonikum', 'Tonique de feu'],
  ],
  [
    'bread',
    'food',
    () =>
      path('M8 40Q8 18 32 18Q56 18 56 40Q56 50 46 50L18 50Q8 50 8 40Z', tone(P.leather, 'd', 0.6)) +
      path('M20 26L26 36M30 24L36 34M40 26L46 36', 'none', 't'),
    ['Bread', 'Chleb', 'Pan', 'Brot', 'Pain'],
  ],
  [
    'apple',
    'food',
    () =>
      circle(32, 38, 20, tone(P.red)) +
      path('M32 20Q30 12 34 8', 'none', 'o') +
      path('M34 16Q44 6 50 14Q42 20 34 16Z', tone(P.nature)) +
      ellipse(24, 32, 4, 6, flat('#ffffff'), 'n', ' opacity=".5"'),
    ['Apple', 'Jabłko', 'Manzana', 'Apfel', 'Pomme'],
  ],
  [
    'cheese',
    'food',
    () =>
      path('M8 44L50 20L56 40L56 52L8 52Z', tone(P.gold, 'v', 0.4)) +
      path('M8 44L56 40', 'none', 't') +
      circle(30, 47, 3, flat(P.gold[1]), 'n') +
      circle(44, 46, 2.5, flat(P.gold[1]), 'n'),
    ['Cheese', 'Ser', 'Queso', 'Käse', 'Fromage'],
  ],
  [
    'roastMeat',
    'food',
    () =>
      path('M12 40Q8 16 30 14Q48 14 46 32Q44 48 24 50Q14 50 12 40Z', tone(P.leather, 'd', 0.5)) +
      path('M40 40L52 52', 'none', 'o') +
      rect(42, 42, 10, 8, tone(P.bone), 'o', 3, ' transform="rotate(45 47 46)"') +
      circle(54, 52, 5, tone(P.bone)) +
      circle(50, 56, 5, tone(P.bone)),
    ['Roast meat', 'Pieczeń', 'Carne asada', 'Braten', 'Viande rôtie'],
  ],
  [
    'fish',
    'food',
    () =>
      path('M8 32Q26 14 46 30L58 20L56 32L58 44L46 34Q26 50 8 32Z', tone(P.teal, 'v', 0.55)) +
      circle(18, 29, 2.5, flat(P.ink), 'n') +
      path('M28 24Q32 32 28 40', 'none', 't'),
    ['Fish', 'Ryba', 'Pescado', 'Fisch', 'Poisson'],
  ],
  [
    'ironOre',
    'resource',
    ore(null, P.iron),
    ['Iron ore', 'Ruda żelaza', 'Mineral de hierro', 'Eisenerz', 'Minerai de fer'],
  ],
  ['goldOre', 'resource', ore(null, P.gold), ['Gold ore', 'Ruda złota', 'Mineral de oro', 'Golderz', "Minerai d'or"]],
  [
    'copperOre',
    'resource',
    ore(null, P.bronze),
    ['Copper ore', 'Ruda miedzi', 'Mineral de cobre', 'Kupfererz', 'Minerai de cuivre'],
  ],
  [
    'crystal',
    'resource',
    () =>
      circle(32, 34, 26, radial('#b8eef5', '#62b3c2'), 'n', ' opacity=".45"') +
      poly(
        [
          [32, 6],
          [44, 24],
          [40, 56],
          [24, 56],
          [20, 24],
        ],
        tone(P.mithril, 'h', 0.5),
      ) +
      poly(
        [
          [14, 34],
          [22, 28],
          [26, 56],
          [14, 56],
        ],
        tone(P.arcane, 'h', 0.5),
      ) +
      path('M32 6L32 56', 'none', 't'),
    ['Mana crystal', 'Kryształ many', 'Cristal de maná', 'Manakristall', 'Cristal de mana'],
  ],
  [
    'healingHerb',
    'resource',
    () =>
      path('M32 58L32 24', 'none', 'o') +
      path('M32 40Q14 38 10 22Q28 20 32 40Z', tone(P.nature)) +
      path('M32 34Q50 32 54 16Q36 14 32 34Z', tone(P.green)) +
      path('M32 26Q24 14 32 4Q40 14 32 26Z', tone(P.nature)) +
      circle(32, 6, 4, tone(P.holy), 't'),
    ['Healing herb', 'Zioło lecznicze', 'Hierba curativa', 'Heilkraut', 'Herbe médicinale'],
  ],
  [
    'mushroom',
    'resource',
    () =>
      rect(26, 30, 12, 24, tone(P.linen, 'h'), 'o', 5) +
      path('M8 34Q8 10 32 10Q56 10 56 34Z', tone(P.red, 'd', 0.55)) +
      circle(22, 22, 4, flat('#ffffff'), 't') +
      circle(38, 18, 3, flat('#ffffff'), 't') +
      circle(46, 28, 3, flat('#ffffff'), 't'),
    ['Red cap mushroom', 'Muchomor', 'Seta roja', 'Fliegenpilz', 'Amanite'],
  ],
  [
    'wolfPelt',
    'resource',
    () =>
      path(
        'M10 20L20 14L28 20L36 20L44 14L54 20L50 34L56 50L44 46L40 56L24 56L20 46L8 50L14 34Z',
        tone(P.grey, 'd', 0.5),
      ) + path('M24 28Q32 34 40 28M26 40Q32 44 38 40', 'none', 't'),
    ['Wolf pelt', 'Wilcza skóra', 'Piel de lobo', 'Wolfsfell', 'Peau de loup'],
  ],
  [
    'leatherHide',
    'resource',
    () =>
      path('M12 16Q32 10 52 16Q46 32 54 50Q32 56 10 50Q18 32 12 16Z', tone(P.leather, 'd', 0.5)) +
      path('M18 22Q32 18 46 22M18 44Q32 48 46 44', 'none', 't', ' stroke-dasharray="3 3"'),
    ['Leather hide', 'Garbowana skóra', 'Cuero curtido', 'Gegerbte Haut', 'Cuir tanné'],
  ],
  [
    'woodLog',
    'resource',
    () =>
      path('M10 26L46 14L54 38L18 50Z', tone(P.wood, 'v', 0.5)) +
      ellipse(50, 26, 7, 12, tone(P.linen), 'o', ' transform="rotate(-18 50 26)"') +
      ellipse(50, 26, 3, 6, 'none', 't', ' transform="rotate(-18 50 26)"'),
    ['Wood log', 'Kłoda drewna', 'Tronco', 'Holzscheit', 'Bûche'],
  ],
  [
    'bone',
    'resource',
    () =>
      g(
        'rotate(-40 32 32)',
        rect(14, 27, 36, 10, tone(P.bone, 'v'), 'o', 4),
        circle(14, 27, 6, tone(P.bone)),
        circle(14, 37, 6, tone(P.bone)),
        circle(50, 27, 6, tone(P.bone)),
        circle(50, 37, 6, tone(P.bone)),
        rect(14, 28, 36, 8, tone(P.bone, 'v'), 'n'),
      ),
    ['Bone', 'Kość', 'Hueso', 'Knochen', 'Os'],
  ],
  [
    'feather',
    'resource',
    () => path('M14 54Q14 22 48 8Q50 34 20 50Z', tone(P.linen, 'h', 0.5)) + path('M10 58L44 14', 'none', 'o'),
    ['Feather', 'Pióro', 'Pluma', 'Feder', 'Plume'],
  ],
];

// ---------------------------------------------------------------- monsters (256 x 256)
const backdrop = () =>
  circle(128, 128, 124, radial('#4a3a2b', '#17110c'), 'n') +
  ellipse(128, 222, 84, 14, flat('#000000'), 'n', ' opacity=".35"');
const eyes2 = (x1, x2, y, r, c = '#ffffff', pupil = P.ink) =>
  [x1, x2]
    .map(
      (x) => circle(x, y, r, flat(c), 't') + (pupil ? circle(x + r * 0.2, y + r * 0.1, r * 0.5, flat(pupil), 'n') : ''),
    )
    .join('');
const slime =
  (c, { crown, cracks } = {}) =>
  () =>
    [
      path('M40 214Q28 150 76 112Q104 80 128 60Q152 80 180 112Q228 150 216 214Z', tone(c, 'd', 0.6)),
      ellipse(96, 110, 12, 20, flat('#ffffff'), 'n', ' opacity=".45"'),
      eyes2(104, 152, 150, 14),
      path('M112 184Q128 196 144 184', 'none', 'o'),
      cracks
        ? path(
            'M60 196L84 170L80 150M200 196L176 168L184 146M128 214L124 196L136 180',
            'none',
            'o',
            ` stroke="${P.fire[0]}"`,
          )
        : '',
      crown ? path('M100 72L108 40L122 58L128 30L134 58L148 40L156 72Z', tone(P.gold)) : '',
    ].join('');
const quadruped =
  (c, o = {}) =>
  () => {
    const { belly = P.linen, eye = '#f2c14e', tail = 'bushy', ears = 'point', tusks, mane, snout = 1 } = o;
    const parts = [];
    if (tail === 'bushy') parts.push(path('M196 140Q238 120 236 84Q224 120 192 124Z', tone(c)));
    else
      parts.push(
        path('M196 160Q246 170 240 120', 'none', 'o'),
        path('M196 160Q246 170 240 120', 'none', 'v', ` stroke="${o.tailColor ?? '#d49a8a'}" stroke-width="5"`),
      );
    parts.push(rect(168, 160, 20, 56, tone(c, 'h'), 'o', 8), rect(80, 160, 20, 56, tone(c, 'h'), 'o', 8));
    parts.push(ellipse(142, 146, 66, 40, tone(c, 'd', 0.6)));
    if (mane) parts.push(path('M72 120Q96 80 128 104Q112 86 150 96Q130 120 110 150Q90 150 72 120Z', tone(mane)));
    parts.push(rect(150, 164, 20, 54, tone(c, 'h'), 'o', 8), rect(96, 164, 20, 54, tone(c, 'h'), 'o', 8));
    parts.push(path('M104 172Q142 190 180 172', 'none', 't'));
    // head facing left
    parts.push(
      path(
        `M70 86Q100 80 110 112Q112 140 86 148L${60 - 20 * snout} 140Q${44 - 20 * snout} 128 ${56 - 16 * snout} 116Z`,
        tone(c, 'd', 0.6),
      ),
    );
    if (ears === 'point')
      parts.push(
        poly(
          [
            [74, 92],
            [80, 58],
            [98, 86],
          ],
          tone(c),
        ),
        poly(
          [
            [90, 90],
            [102, 62],
            [110, 96],
          ],
          tone(c),
        ),
      );
    else parts.push(circle(84, 80, 14, tone(c)), circle(84, 80, 7, flat('#d49a8a'), 'n'));
    parts.push(circle(80, 108, 7, flat(eye), 't'), circle(78, 108, 3, flat(P.ink), 'n'));
    parts.push(circle(42 - 18 * (snout - 1), 124, 5, flat(P.ink), 'n'));
    parts.push(path(`M${56 - 16 * snout} 136L78 138`, 'none', 't'));
    if (tusks) parts.push(path('M58 132Q50 110 64 112Q62 124 66 132Z', tone(P.bone)));
    parts.push(ellipse(140, 160, 34, 8, flat(belly[0] ?? belly), 'n', ' opacity=".25"'));
    return parts.join('');
  };
const bat =
  (c, eye = P.fire[0]) =>
  () =>
    [
      path('M128 120L40 70Q50 100 30 120Q58 122 56 150Q80 132 96 156Q104 130 128 150Z', tone(c, 'h')),
      path('M128 120L216 70Q206 100 226 120Q198 122 200 150Q176 132 160 156Q152 130 128 150Z', tone(c, 'h')),
      poly(
        [
          [106, 100],
          [100, 60],
          [122, 88],
        ],
        tone(c),
      ),
      poly(
        [
          [150, 100],
          [156, 60],
          [134, 88],
        ],
        tone(c),
      ),
      ellipse(128, 130, 32, 44, tone(c, 'd', 0.6)),
      eyes2(114, 142, 116, 7, eye, P.ink),
      path('M116 140L120 154L124 140M132 140L136 154L140 140', flat('#ffffff'), 't'),
    ].join('');
const spider = (c, mark) => () => {
  const legs = [-1, 1]
    .flatMap((s) =>
      [0, 1, 2, 3].map((i) =>
        path(
          `M${128 + s * 24} ${126 + i * 10}Q${128 + s * (70 + i * 6)} ${70 + i * 24} ${128 + s * (96 + i * 4)} ${150 + i * 18}`,
          'none',
          'o',
        ),
      ),
    )
    .join('');
  const legFill = [-1, 1]
    .flatMap((s) =>
      [0, 1, 2, 3].map((i) =>
        path(
          `M${128 + s * 24} ${126 + i * 10}Q${128 + s * (70 + i * 6)} ${70 + i * 24} ${128 + s * (96 + i * 4)} ${150 + i * 18}`,
          'none',
          'v',
          ` stroke="${c[1]}" stroke-width="5"`,
        ),
      ),
    )
    .join('');
  return [
    legs,
    legFill,
    ellipse(128, 100, 50, 44, tone(c, 'd', 0.6)),
    mark ? path('M128 74L140 98L128 120L116 98Z', tone(mark), 't') : '',
    ellipse(128, 152, 32, 28, tone(c, 'd', 0.6)),
    eyes2(116, 140, 150, 7, P.blood[0], null),
    eyes2(106, 150, 138, 4, P.blood[0], null),
    path('M118 170L114 186M138 170L142 186', 'none', 'o'),
  ].join('');
};
const humanoid = (o) => () => {
  const { skin, cloth, eye = '#f2c14e', ears, tusks, hood, weapon, bones, crown, robe } = o;
  const parts = [];
  if (weapon) parts.push(g('translate(60 170) rotate(-20) scale(0.62)', W[weapon]().art));
  if (robe) parts.push(path('M84 120L172 120L196 222L60 222Z', tone(cloth, 'h', 0.55)));
  else {
    parts.push(
      rect(98, 176, 24, 46, tone(bones ? P.bone : P.darkLeather, 'h'), 'o', 6),
      rect(134, 176, 24, 46, tone(bones ? P.bone : P.darkLeather, 'h'), 'o', 6),
    );
    parts.push(path('M88 120L168 120L176 188L80 188Z', bones ? tone(P.bone) : tone(cloth, 'd', 0.6)));
    if (bones) parts.push(path('M100 136L156 136M100 152L156 152M104 168L152 168M128 124L128 184', 'none', 'o'));
  }
  parts.push(
    path('M88 126L62 176', 'none', 'o'),
    path('M88 126L62 176', 'none', 'v', ` stroke="${(bones ? P.bone : skin)[0]}" stroke-width="12"`),
  );
  parts.push(
    path('M168 126L194 176', 'none', 'o'),
    path('M168 126L194 176', 'none', 'v', ` stroke="${(bones ? P.bone : skin)[0]}" stroke-width="12"`),
  );
  parts.push(circle(62, 176, 11, tone(bones ? P.bone : skin)), circle(194, 176, 11, tone(bones ? P.bone : skin)));
  if (ears)
    parts.push(
      poly(
        [
          [92, 80],
          [48, 62],
          [94, 104],
        ],
        tone(skin),
      ),
      poly(
        [
          [164, 80],
          [208, 62],
          [162, 104],
        ],
        tone(skin),
      ),
    );
  parts.push(ellipse(128, 86, 40, 42, tone(bones ? P.bone : skin, 'd', 0.65)));
  if (bones)
    parts.push(
      eyes2(112, 144, 84, 10, P.ink, null),
      circle(112, 84, 4, flat(eye), 'n'),
      circle(144, 84, 4, flat(eye), 'n'),
      path('M112 112L144 112M120 106L120 118M128 106L128 118M136 106L136 118', 'none', 't'),
    );
  else
    parts.push(
      eyes2(112, 144, 82, 7, eye),
      path(tusks ? 'M110 108Q128 116 146 108' : 'M116 108Q128 114 140 108', 'none', 'o'),
    );
  if (tusks)
    parts.push(
      poly(
        [
          [112, 110],
          [108, 94],
          [118, 108],
        ],
        tone(P.bone),
        't',
      ),
      poly(
        [
          [144, 110],
          [148, 94],
          [138, 108],
        ],
        tone(P.bone),
        't',
      ),
    );
  if (hood)
    parts.push(
      path('M82 100Q78 36 128 36Q178 36 174 100L164 94Q162 62 128 60Q94 62 92 94Z', tone(hood)),
      path('M98 96Q128 104 158 96L156 118Q128 126 100 118Z', tone(P.darkLeather)),
    );
  if (crown) parts.push(path('M98 56L104 28L116 46L128 22L140 46L152 28L158 56Z', tone(P.gold)));
  return parts.join('');
};
const golem = (c, glow) => () =>
  [
    rect(56, 100, 36, 96, tone(c, 'h'), 'o', 10),
    rect(164, 100, 36, 96, tone(c, 'h'), 'o', 10),
    rect(94, 170, 28, 50, tone(c, 'h'), 'o', 6),
    rect(134, 170, 28, 50, tone(c, 'h'), 'o', 6),
    path('M84 92L172 92L180 180L76 180Z', tone(c, 'd', 0.6)),
    path('M96 120L112 140L104 160M160 120L144 150', 'none', 't'),
    circle(128, 140, 12, radial(glow[0], glow[1]), 'n'),
    circle(128, 140, 6, flat(glow[0]), 't'),
    rect(100, 40, 56, 52, tone(c, 'd', 0.6), 'o', 8),
    rect(110, 60, 12, 8, flat(glow[0]), 't'),
    rect(134, 60, 12, 8, flat(glow[0]), 't'),
    rect(52, 186, 44, 30, tone(c), 'o', 8),
    rect(160, 186, 44, 30, tone(c), 'o', 8),
  ].join('');
const dragon = (c, belly, fire) => () =>
  [
    path('M150 110L230 40Q222 90 240 120Q210 116 206 150Q190 130 170 150Z', tone(c, 'h')),
    path('M160 200Q220 210 232 180Q236 220 170 222Z', tone(c)),
    ellipse(160, 168, 52, 42, tone(c, 'd', 0.6)),
    path('M130 180Q160 200 190 180L186 196Q160 210 134 196Z', tone(belly)),
    rect(128, 186, 22, 34, tone(c, 'h'), 'o', 8),
    rect(176, 186, 22, 34, tone(c, 'h'), 'o', 8),
    path('M120 150Q96 110 100 80L132 78Q130 110 150 140Z', tone(c, 'h')),
    path('M84 40L96 66L108 62Z', tone(P.bone)),
    path('M112 36L116 64L126 62Z', tone(P.bone)),
    path('M70 70Q90 52 124 60Q140 70 132 92L64 104Q40 102 38 90Q46 78 70 70Z', tone(c, 'd', 0.6)),
    path('M40 92L64 96L130 90', 'none', 't'),
    circle(100, 74, 6, flat(P.gold[0]), 't'),
    circle(48, 82, 3, flat(P.ink), 'n'),
    fire ? path('M36 96Q14 110 20 130Q28 116 44 118Q30 130 40 150Q46 126 60 110Z', tone(fire, 'v', 0.5)) : '',
    path('M104 96L110 104L116 96M88 98L94 106L100 98', flat('#ffffff'), 't'),
  ].join('');
const ghost = (c) => () =>
  [
    circle(128, 110, 80, radial(c[0], c[1]), 'n', ' opacity=".6"'),
    path(
      'M70 120Q70 40 128 40Q186 40 186 120L190 210L170 194L152 214L128 196L104 214L86 194L66 210Z',
      tone(c, 'h', 0.55),
      'o',
      ' opacity=".92"',
    ),
    path('M104 100Q112 86 120 100Q112 112 104 100ZM136 100Q144 86 152 100Q144 112 136 100Z', flat(P.ink), 'n'),
    ellipse(128, 140, 12, 16, flat(P.ink), 'n'),
    path('M70 140L40 170M186 140L216 170', 'none', 'o'),
  ].join('');
const treant = () => () =>
  [
    circle(128, 80, 70, tone(P.forest, 'd', 0.55)),
    circle(70, 100, 40, tone(P.green)),
    circle(190, 96, 40, tone(P.green)),
    path(
      'M96 220L104 120L88 90L108 100L128 70L146 100L168 88L152 120L160 220Q140 208 128 222Q116 208 96 220Z',
      tone(P.wood, 'h', 0.55),
    ),
    path('M110 140Q118 132 124 142M134 142Q140 132 148 140', 'none', 'o'),
    circle(117, 146, 4, flat(P.nature[0]), 'n'),
    circle(141, 146, 4, flat(P.nature[0]), 'n'),
    path('M112 176Q128 166 144 176', 'none', 'o'),
    path('M104 150L62 140L40 150M152 150L196 136L218 146', 'none', 'o'),
  ].join('');
const mushroomCreep = () => () =>
  [
    rect(100, 120, 56, 90, tone(P.linen, 'h'), 'o', 20),
    path('M40 130Q40 40 128 40Q216 40 216 130Z', tone(P.purple, 'd', 0.55)),
    circle(90, 80, 10, flat(P.holy[0]), 't'),
    circle(140, 64, 8, flat(P.holy[0]), 't'),
    circle(176, 98, 9, flat(P.holy[0]), 't'),
    eyes2(116, 142, 156, 7),
    path('M118 182Q128 176 138 182', 'none', 'o'),
  ].join('');
const BAND = { novice: [1, 5], adept: [6, 15], veteran: [16, 30], legendary: [31, 50] };
const monsters = [
  [
    'greenSlime',
    'novice',
    slime(P.nature),
    ['Green slime', 'Zielony szlam', 'Limo verde', 'Grüner Schleim', 'Gelée verte'],
  ],
  [
    'blueSlime',
    'novice',
    slime(P.frost),
    ['Frost slime', 'Lodowy szlam', 'Limo helado', 'Frostschleim', 'Gelée de givre'],
  ],
  [
    'giantRat',
    'novice',
    quadruped(P.grey, { ears: 'round', tail: 'thin', snout: 1.3, eye: '#e0584e' }),
    ['Giant rat', 'Wielki szczur', 'Rata gigante', 'Riesenratte', 'Rat géant'],
  ],
  [
    'caveBat',
    'novice',
    bat(P.slate),
    ['Cave bat', 'Nietoperz jaskiniowy', 'Murciélago de cueva', 'Höhlenfledermaus', 'Chauve-souris des cavernes'],
  ],
  [
    'forestSpider',
    'novice',
    spider(P.leather, P.gold),
    ['Forest spider', 'Leśny pająk', 'Araña del bosque', 'Waldspinne', 'Araignée des bois'],
  ],
  [
    'mushroomCreep',
    'novice',
    mushroomCreep(),
    ['Mushroom creep', 'Grzybowy pełzacz', 'Hongo reptante', 'Pilzkriecher', 'Champignon rampant'],
  ],
  ['greyWolf', 'adept', quadruped(P.grey), ['Grey wolf', 'Szary wilk', 'Lobo gris', 'Grauer Wolf', 'Loup gris']],
  [
    'wildBoar',
    'adept',
    quadruped(P.leather, {
      ears: 'point',
      tail: 'thin',
      tailColor: P.leather[1],
      tusks: true,
      mane: P.darkLeather,
      eye: '#e0584e',
      snout: 1.2,
    }),
    ['Wild boar', 'Dzik', 'Jabalí', 'Wildschwein', 'Sanglier'],
  ],
  [
    'goblin',
    'adept',
    humanoid({ skin: P.moss, cloth: P.leather, ears: true, weapon: 'dagger' }),
    ['Goblin', 'Goblin', 'Goblin', 'Goblin', 'Gobelin'],
  ],
  [
    'bandit',
    'adept',
    humanoid({ skin: P.skins.medium, cloth: P.crimson, hood: P.darkLeather, weapon: 'sabre' }),
    ['Bandit', 'Bandyta', 'Bandido', 'Bandit', 'Bandit'],
  ],
  [
    'skeletonWarrior',
    'adept',
    humanoid({ bones: true, eye: P.frost[0], weapon: 'shortsword' }),
    ['Skeleton warrior', 'Szkielet wojownik', 'Guerrero esqueleto', 'Skelettkrieger', 'Guerrier squelette'],
  ],
  [
    'vampireBat',
    'adept',
    bat(P.crimson, P.holy[0]),
    ['Vampire bat', 'Nietoperz wampir', 'Murciélago vampiro', 'Vampirfledermaus', 'Chauve-souris vampire'],
  ],
  [
    'caveSpider',
    'adept',
    spider(P.obsidian, P.red),
    ['Cave spider', 'Pająk jaskiniowy', 'Araña de cueva', 'Höhlenspinne', 'Araignée des cavernes'],
  ],
  [
    'orcBrute',
    'veteran',
    humanoid({ skin: P.green, cloth: P.darkIron, tusks: true, eye: '#e0584e', weapon: 'battleaxe' }),
    ['Orc brute', 'Ork osiłek', 'Bruto orco', 'Ork-Schläger', 'Brute orque'],
  ],
  [
    'direWolf',
    'veteran',
    quadruped(P.obsidian, { eye: '#e0584e', mane: P.darkIron }),
    ['Dire wolf', 'Straszliwy wilk', 'Lobo terrible', 'Schreckenswolf', 'Loup redoutable'],
  ],
  [
    'stoneGolem',
    'veteran',
    golem(P.stone, P.fire),
    ['Stone golem', 'Kamienny golem', 'Gólem de piedra', 'Steingolem', 'Golem de pierre'],
  ],
  ['wraith', 'veteran', ghost(P.frost), ['Wraith', 'Upiór', 'Espectro', 'Schemen', 'Spectre']],
  ['treant', 'veteran', treant(), ['Treant', 'Drzewiec', 'Ent', 'Baumhirte', 'Sylvanien']],
  [
    'magmaSlime',
    'veteran',
    slime(P.fire, { cracks: true }),
    ['Magma slime', 'Magmowy szlam', 'Limo de magma', 'Magmaschleim', 'Gelée de magma'],
  ],
  [
    'crystalGolem',
    'legendary',
    golem(P.mithril, P.arcane),
    ['Crystal golem', 'Kryształowy golem', 'Gólem de cristal', 'Kristallgolem', 'Golem de cristal'],
  ],
  [
    'lich',
    'legendary',
    humanoid({ bones: true, robe: true, cloth: P.shadow, crown: true, eye: P.arcane[0], weapon: 'boneStaff' }),
    ['Lich', 'Lisz', 'Liche', 'Lich', 'Liche'],
  ],
  [
    'greenDrake',
    'legendary',
    dragon(P.green, P.linen, P.poison),
    ['Green drake', 'Zielony smok', 'Draco verde', 'Grüner Drache', 'Drake vert'],
  ],
  [
    'redDragon',
    'legendary',
    dragon(P.red, P.gold, P.fire),
    ['Red dragon', 'Czerwony smok', 'Dragón rojo', 'Roter Drache', 'Dragon rouge'],
  ],
  [
    'slimeKing',
    'legendary',
    slime(P.arcane, { crown: true }),
    ['Slime king', 'Król szlamów', 'Rey limo', 'Schleimkönig', 'Roi gelée'],
  ],
];

// ---------------------------------------------------------------- vendors (256 x 256): avatar busts with a trade prop
const bust = (o) => () => {
  const skin = P.skins[o.skin];
  const parts = [
    rect(0, 0, 256, 256, grad([o.bg[0], o.bg[1]])),
    circle(128, 110, 100, radial('#f2e8d3', o.bg[1]), 'n', ' opacity=".18"'),
  ];
  const body = [
    o.hair2 ? hairs[o.hair2].part2() : '',
    skinTorso(skin),
    skinHead(skin),
    torsoArmours[o.torso].draw(),
    mouths[o.mouth].draw(),
    eyesSet[o.eyes].draw(),
    o.hair ? hairs[o.hair].draw() : '',
    o.hat ? helmets[o.hat].draw() : '',
  ].join('');
  parts.push(g('translate(128 150) scale(0.9) translate(-160 -150)', body));
  if (o.prop) parts.push(g('translate(206 200) rotate(20) scale(0.5)', W[o.prop]().art));
  return parts.join('');
};
const vendors = [
  [
    'WeaponsOnly',
    'blacksmith',
    {
      skin: 'medium',
      torso: 'leatherJerkin',
      mouth: 'mustache',
      eyes: 'fierce',
      hair: 'shortBrown',
      prop: 'warhammer',
      bg: ['#5a2a1a', '#1f140b'],
    },
    ['Blacksmith', 'Kowal', 'Herrero', 'Schmied', 'Forgeron'],
  ],
  [
    'ArmorsOnly',
    'armourer',
    {
      skin: 'light',
      torso: 'plateCuirass',
      mouth: 'neutral',
      eyes: 'roundBrown',
      hat: 'ironHelm',
      prop: 'heaterShield',
      bg: ['#3a4654', '#1f140b'],
    },
    ['Armourer', 'Płatnerz', 'Armero', 'Plattner', 'Armurier'],
  ],
  [
    'ConsumablesOnly',
    'innkeeper',
    {
      skin: 'light',
      torso: 'linenShirt',
      mouth: 'grin',
      eyes: 'happy',
      hair: 'bunAuburn',
      prop: null,
      bg: ['#6a4a22', '#1f140b'],
    },
    ['Innkeeper', 'Karczmarka', 'Posadera', 'Wirtin', 'Aubergiste'],
  ],
  [
    'WeaponsAndArmorsOnly',
    'quartermaster',
    {
      skin: 'dark',
      torso: 'chainmail',
      mouth: 'frown',
      eyes: 'fierce',
      hat: 'knightHelm',
      prop: 'longsword',
      bg: ['#4a2a2a', '#1f140b'],
    },
    ['Quartermaster', 'Kwatermistrz', 'Intendente', 'Quartiermeister', 'Intendant'],
  ],
  [
    'ResourcesOnly',
    'trader',
    {
      skin: 'medium',
      torso: 'rangerTunic',
      mouth: 'smirk',
      eyes: 'sleepy',
      hat: 'leatherCap',
      prop: 'pickaxe',
      bg: ['#3a4a2a', '#1f140b'],
    },
    ['Resource vendor', 'Kupiec surowców', 'Vendedor de recursos', 'Rohstoffhändler', 'Marchand de ressources'],
  ],
  [
    'MagicWeaponsAndMixtures',
    'wizard',
    {
      skin: 'light',
      torso: 'mageRobe',
      mouth: 'mustache',
      eyes: 'arcaneGlow',
      hat: 'wizardHat',
      hair2: 'longBlonde',
      prop: 'oakStaff',
      bg: ['#3a2a5a', '#1f140b'],
    },
    ['Wizard', 'Czarodziej', 'Mago', 'Zauberer', 'Magicien'],
  ],
  [
    'SkillsOnly',
    'trainer',
    {
      skin: 'dark',
      torso: 'leatherJerkin',
      mouth: 'smile',
      eyes: 'roundBrown',
      hair: 'mohawkSilver',
      prop: 'spear',
      bg: ['#2a3a4a', '#1f140b'],
    },
    ['Weapon master', 'Mistrz broni', 'Maestro de armas', 'Waffenmeister', "Maître d'armes"],
  ],
  [
    'ConsumablesAndSkills',
    'herbalist',
    {
      skin: 'medium',
      torso: 'rangerTunic',
      mouth: 'smile',
      eyes: 'almondGreen',
      hat: 'hood',
      prop: 'natureStaff',
      bg: ['#24402a', '#1f140b'],
    },
    ['Herbalist', 'Zielarka', 'Herbolaria', 'Kräuterfrau', 'Herboriste'],
  ],
  [
    'CosmeticsOnly',
    'tailor',
    {
      skin: 'light',
      torso: 'goldPlate',
      mouth: 'smirk',
      eyes: 'wideBlue',
      hair: 'ponytailRed',
      hair2: 'ponytailRed',
      hat: 'circlet',
      prop: null,
      bg: ['#5a2a4a', '#1f140b'],
    },
    ['Tailor', 'Krawcowa', 'Sastra', 'Schneiderin', 'Couturière'],
  ],
];

// ---------------------------------------------------------------- locations (640 x 360): layered scenes
const hillsD = (y, amp, seed, w = 640, h = 360, n = 6) => {
  const r = rng(seed);
  let d = `M0 ${h}L0 ${y}`;
  for (let i = 0; i < n; i++) {
    const x1 = ((i + 0.5) * w) / n;
    const x2 = ((i + 1) * w) / n;
    d += `Q${x1} ${y - amp * (0.4 + r())} ${x2} ${y + amp * (r() - 0.5) * 0.4}`;
  }
  return `${d}L${w} ${h}Z`;
};
const peaksD = (y, amp, seed, w = 640, h = 360, n = 5) => {
  const r = rng(seed);
  const pts = [
    [0, h],
    [0, y],
  ];
  for (let i = 0; i < n; i++)
    pts.push([((i + 0.5) * w) / n, y - amp * (0.6 + r() * 0.5)], [((i + 1) * w) / n, y - amp * r() * 0.3]);
  pts.push([w, h]);
  return pts;
};
const pine = (x, y, s, c = P.forest) =>
  rect(x - 3 * s, y - 8 * s, 6 * s, 12 * s, tone(P.darkWood, 'h'), 't') +
  poly(
    [
      [x, y - 60 * s],
      [x + 22 * s, y - 8 * s],
      [x - 22 * s, y - 8 * s],
    ],
    tone(c, 'h', 0.5),
  );
const oak = (x, y, s, c = P.green) =>
  rect(x - 5 * s, y - 24 * s, 10 * s, 28 * s, tone(P.wood, 'h'), 't') +
  circle(x, y - 40 * s, 24 * s, tone(c, 'd', 0.55));
const house = (x, y, w, h, roof) =>
  rect(x, y - h, w, h, tone(P.linen, 'h', 0.6)) +
  poly(
    [
      [x - 8, y - h],
      [x + w / 2, y - h - w * 0.55],
      [x + w + 8, y - h],
    ],
    tone(roof, 'h', 0.5),
  ) +
  rect(x + w / 2 - 7, y - 22, 14, 22, tone(P.darkWood), 't', 2) +
  rect(x + 8, y - h + 12, 12, 12, flat(P.gold[0]), 't');
const sky = (top, bottom, w = 640, h = 360) => rect(0, 0, w, h, grad([top, bottom]), 'n');
const scene = (w, h, kind) => {
  const p = [];
  if (kind === 'town') {
    p.push(sky('#3b5a86', '#e8b878', w, h), circle(w * 0.8, h * 0.26, 30, flat('#ffe7a8'), 'n'));
    p.push(path(hillsD(h * 0.62, 60, 3, w, h), tone(['#5b7a5a', '#4a664a'], 'v'), 't'));
    p.push(
      rect(w * 0.56, h * 0.3, 40, h * 0.36, tone(P.stone, 'h')),
      poly(
        [
          [w * 0.56 - 6, h * 0.3],
          [w * 0.56 + 20, h * 0.18],
          [w * 0.56 + 46, h * 0.3],
        ],
        tone(P.red),
      ),
    );
    for (let i = 0; i < 6; i++)
      p.push(house(w * 0.08 + i * w * 0.15, h * 0.84, 60, 56 + (i % 3) * 12, [P.red, P.navy, P.leather][i % 3]));
    p.push(path(`M0 ${h * 0.84}L${w} ${h * 0.84}L${w} ${h}L0 ${h}Z`, tone(P.stone, 'v'), 't'));
  } else if (kind === 'forest') {
    p.push(sky('#2a4a3a', '#a8c890', w, h));
    p.push(path(hillsD(h * 0.55, 40, 5, w, h), flat('#3f6e4a'), 'n'));
    for (let i = 0; i < 12; i++) p.push(pine(i * w * 0.09 + 20, h * 0.66, 1.1, ['#2f5a3a', '#22432a']));
    p.push(path(hillsD(h * 0.74, 30, 7, w, h), tone(P.moss, 'v'), 't'));
    for (let i = 0; i < 5; i++)
      p.push(oak(w * 0.1 + i * w * 0.2, h * 0.92, 1.6 - (i % 2) * 0.3, i % 2 ? P.green : P.forest));
    p.push(
      path(
        `M${w * 0.42} ${h}Q${w * 0.5} ${h * 0.8} ${w * 0.5} ${h * 0.74}L${w * 0.54} ${h * 0.74}Q${w * 0.56} ${h * 0.8} ${w * 0.66} ${h}Z`,
        tone(P.leather, 'v'),
        't',
      ),
    );
  } else if (kind === 'mine') {
    p.push(sky('#4a3a5a', '#d89a6a', w, h));
    p.push(poly(peaksD(h * 0.5, 120, 11, w, h, 3), tone(P.stone, 'h', 0.5)));
    p.push(
      path(
        `M${w * 0.36} ${h * 0.86}L${w * 0.36} ${h * 0.5}Q${w * 0.5} ${h * 0.32} ${w * 0.64} ${h * 0.5}L${w * 0.64} ${h * 0.86}Z`,
        flat('#120c07'),
      ),
    );
    p.push(
      rect(w * 0.34, h * 0.46, w * 0.32, 16, tone(P.wood, 'v')),
      rect(w * 0.34, h * 0.46, 16, h * 0.4, tone(P.wood, 'h')),
      rect(w * 0.66 - 16, h * 0.46, 16, h * 0.4, tone(P.wood, 'h')),
    );
    p.push(path(`M0 ${h * 0.86}L${w} ${h * 0.86}L${w} ${h}L0 ${h}Z`, tone(P.leather, 'v'), 't'));
    p.push(path(`M${w * 0.42} ${h * 0.86}L${w * 0.2} ${h}M${w * 0.58} ${h * 0.86}L${w * 0.8} ${h}`, 'none', 'o'));
    p.push(
      g(
        `translate(${w * 0.78} ${h * 0.84})`,
        rect(-40, -34, 80, 30, tone(P.darkWood, 'v')),
        circle(-24, -2, 10, tone(P.iron)),
        circle(24, -2, 10, tone(P.iron)),
        ...[-20, 0, 20].map((x) => circle(x, -38, 10, tone(P.gold))),
      ),
    );
    p.push(
      circle(w * 0.36 - 24, h * 0.56, 18, radial('#ffd369', '#e0542c'), 'n'),
      circle(w * 0.64 + 24, h * 0.56, 18, radial('#ffd369', '#e0542c'), 'n'),
    );
  } else if (kind === 'swamp') {
    p.push(sky('#2a3a2a', '#8a9a6a', w, h), circle(w * 0.3, h * 0.3, 26, flat('#e6e2b0'), 'n', ' opacity=".8"'));
    p.push(path(hillsD(h * 0.6, 30, 13, w, h), flat('#3a4a32'), 'n'));
    p.push(rect(0, h * 0.66, w, h * 0.34, grad(['#3a5a48', '#1f3028']), 'n'));
    for (let i = 0; i < 4; i++)
      p.push(ellipse(w * (0.15 + i * 0.24), h * (0.78 + (i % 2) * 0.1), 50, 10, tone(P.moss, 'v'), 't'));
    for (let i = 0; i < 5; i++) {
      const x = w * (0.1 + i * 0.2);
      p.push(
        path(
          `M${x - 8} ${h * 0.7}L${x - 4} ${h * 0.3}Q${x - 30} ${h * 0.24} ${x - 40} ${h * 0.3}Q${x - 10} ${h * 0.2} ${x} ${h * 0.25}Q${x + 20} ${h * 0.15} ${x + 40} ${h * 0.26}Q${x + 10} ${h * 0.24} ${x + 6} ${h * 0.3}L${x + 10} ${h * 0.7}Z`,
          tone(P.darkWood, 'h'),
        ),
      );
    }
    for (let i = 0; i < 8; i++)
      p.push(
        path(
          `M${w * (0.05 + i * 0.13)} ${h * 0.72}l-6 -26M${w * (0.05 + i * 0.13) + 6} ${h * 0.72}l4 -30`,
          'none',
          'o',
        ),
      );
    p.push(rect(0, h * 0.55, w, h * 0.2, flat('#c8d8b0'), 'n', 0, ' opacity=".18"'));
  } else if (kind === 'mountains') {
    p.push(sky('#4a6a9a', '#d8e0e8', w, h));
    p.push(poly(peaksD(h * 0.62, 170, 17, w, h, 4), tone(P.slate, 'h', 0.5)));
    const r = rng(17);
    for (let i = 0; i < 4; i++) {
      r();
      const x = ((i + 0.5) * w) / 4;
      p.push(
        poly(
          [
            [x - 26, h * 0.3],
            [x, h * 0.18],
            [x + 26, h * 0.3],
            [x + 10, h * 0.34],
            [x - 6, h * 0.3],
          ],
          flat('#f4f6fa'),
          't',
        ),
      );
    }
    p.push(path(hillsD(h * 0.8, 50, 19, w, h), tone(P.stone, 'v'), 't'));
    for (let i = 0; i < 7; i++) p.push(pine(w * (0.06 + i * 0.15), h * (0.9 + (i % 2) * 0.05), 0.9));
  } else if (kind === 'ruins') {
    p.push(sky('#3a2a4a', '#e0906a', w, h), circle(w * 0.5, h * 0.62, 70, flat('#ffcf8a'), 'n', ' opacity=".9"'));
    p.push(path(hillsD(h * 0.68, 30, 23, w, h), flat('#4a3a3a'), 'n'));
    const cols = [0.14, 0.28, 0.72, 0.86];
    for (const [i, c] of cols.entries())
      p.push(
        rect(w * c - 18, h * (0.3 + (i % 2) * 0.18), 36, h * (0.5 - (i % 2) * 0.18), tone(P.stone, 'h', 0.5)),
        rect(w * c - 24, h * (0.3 + (i % 2) * 0.18) - 10, 48, 12, tone(P.stone, 'v')),
      );
    p.push(rect(w * 0.14 - 24, h * 0.2, w * 0.14 + 48, 16, tone(P.stone, 'v')));
    p.push(path(`M0 ${h * 0.8}L${w} ${h * 0.8}L${w} ${h}L0 ${h}Z`, tone(P.leather, 'v'), 't'));
    p.push(rect(w * 0.44, h * 0.84, 40, 16, tone(P.stone), 'o', 0, ' transform="rotate(8 300 310)"'));
    for (let i = 0; i < 6; i++)
      p.push(path(`M${w * (0.1 + i * 0.16)} ${h * 0.8}q4 -20 10 -6q2 -16 8 2`, 'none', 'o', ` stroke="${P.moss[0]}"`));
  } else if (kind === 'castle') {
    p.push(sky('#1a2440', '#4a5a8a', w, h), circle(w * 0.18, h * 0.22, 28, flat('#eef0ff'), 'n'));
    p.push(path(hillsD(h * 0.72, 60, 29, w, h), tone(['#2a3a3a', '#1f2a2a'], 'v'), 't'));
    const cx = w * 0.6;
    p.push(rect(cx - 90, h * 0.42, 180, h * 0.3, tone(P.slate, 'h', 0.6)));
    for (const x of [cx - 110, cx + 70])
      p.push(
        rect(x, h * 0.26, 40, h * 0.46, tone(P.slate, 'h', 0.6)),
        poly(
          [
            [x - 6, h * 0.26],
            [x + 20, h * 0.12],
            [x + 46, h * 0.26],
          ],
          tone(P.navy),
        ),
      );
    for (let i = 0; i < 6; i++) p.push(rect(cx - 86 + i * 30, h * 0.38, 18, 14, tone(P.slate, 'v')));
    p.push(
      path(
        `M${cx - 24} ${h * 0.72}L${cx - 24} ${h * 0.58}Q${cx} ${h * 0.5} ${cx + 24} ${h * 0.58}L${cx + 24} ${h * 0.72}Z`,
        flat('#120c07'),
      ),
    );
    for (const x of [cx - 60, cx + 40, cx - 90, cx + 82]) p.push(rect(x, h * 0.5, 10, 14, flat(P.gold[0]), 't'));
  }
  return p.join('');
};
const locations = [
  [
    'town',
    ['Town of Oakmere', 'Miasteczko Dębowy Staw', 'Pueblo de Robledal', 'Stadt Eichensee', 'Ville de Chênemare'],
  ],
  ['forest', ['Whispering forest', 'Szepczący las', 'Bosque susurrante', 'Flüsterwald', 'Forêt murmurante']],
  ['mine', ['Old mine', 'Stara kopalnia', 'Mina antigua', 'Alte Mine', 'Vieille mine']],
  ['swamp', ['Misty swamp', 'Mgliste bagno', 'Pantano brumoso', 'Nebelsumpf', 'Marais brumeux']],
  ['mountains', ['Frost peaks', 'Mroźne szczyty', 'Picos helados', 'Frostgipfel', 'Pics gelés']],
  ['ruins', ['Sunken ruins', 'Zatopione ruiny', 'Ruinas hundidas', 'Versunkene Ruinen', 'Ruines englouties']],
  ['castle', ['Moonlit keep', 'Twierdza w blasku księżyca', 'Fortaleza de la luna', 'Mondfeste', 'Donjon lunaire']],
];

// ---------------------------------------------------------------- skills (64 x 64)
const SKILL_BG = {
  offense: ['#b0473a', '#6a1e18'],
  defensive: ['#4d7ab0', '#22406a'],
  utility: ['#5a9a52', '#2a5428'],
};
const skillFrame = (type, glyph) => () =>
  rect(3, 3, 58, 58, tone(SKILL_BG[type], 'd', 0.5), 'o', 10) +
  rect(8, 8, 48, 48, 'none', 't', 7, ' opacity=".5"') +
  glyph();
const L = P.parchment;
const skills = [
  [
    'powerStrike',
    'offense',
    () =>
      weaponIcon(W.longsword()) +
      path('M12 18Q30 30 46 52', 'none', 'v', ` stroke="${L}" stroke-width="3" opacity=".8"`),
    ['Power strike', 'Potężne cięcie', 'Golpe poderoso', 'Wuchtschlag', 'Frappe puissante'],
  ],
  [
    'fireball',
    'offense',
    () =>
      circle(36, 28, 16, tone(P.fire, 'd', 0.5)) +
      path('M22 38L8 56M28 42L18 58M20 30L6 42', 'none', 'o', ` stroke="${P.fire[0]}"`) +
      circle(36, 28, 7, tone(P.holy), 't'),
    ['Fireball', 'Kula ognia', 'Bola de fuego', 'Feuerball', 'Boule de feu'],
  ],
  [
    'crushingBlow',
    'offense',
    () => weaponIcon(W.warhammer(), -30) + poly(star(46, 46, 6, 12, 5), tone(P.holy), 't'),
    ['Crushing blow', 'Miażdżący cios', 'Golpe aplastante', 'Zermalmender Hieb', 'Coup écrasant'],
  ],
  [
    'poisonBlade',
    'offense',
    () =>
      weaponIcon(W.dagger()) +
      path('M18 40Q14 50 18 54Q22 50 18 40Z', tone(P.poison)) +
      path('M12 30Q8 38 12 42Q16 38 12 30Z', tone(P.poison)),
    ['Poison blade', 'Zatrute ostrze', 'Hoja envenenada', 'Giftklinge', 'Lame empoisonnée'],
  ],
  [
    'frostBolt',
    'offense',
    () =>
      poly(
        [
          [40, 6],
          [18, 34],
          [30, 34],
          [22, 58],
          [46, 26],
          [34, 26],
          [42, 6],
        ],
        tone(P.frost, 'h', 0.5),
      ),
    ['Frost bolt', 'Lodowy pocisk', 'Rayo de escarcha', 'Frostblitz', 'Éclair de givre'],
  ],
  [
    'shieldWall',
    'defensive',
    () => centredIcon(W.heaterShield(), 46),
    ['Shield wall', 'Ściana tarcz', 'Muro de escudos', 'Schildwall', 'Mur de boucliers'],
  ],
  [
    'ironSkin',
    'defensive',
    () =>
      path('M32 10L52 18L50 36Q46 50 32 56Q18 50 14 36L12 18Z', tone(P.steel, 'd', 0.5)) +
      path('M22 28L30 36L44 22', 'none', 'o'),
    ['Iron skin', 'Żelazna skóra', 'Piel de hierro', 'Eisenhaut', 'Peau de fer'],
  ],
  [
    'heal',
    'defensive',
    () =>
      path('M32 54Q6 36 10 22Q14 10 26 12Q30 14 32 20Q34 14 38 12Q50 10 54 22Q58 36 32 54Z', tone(P.blood, 'd', 0.5)) +
      path('M28 24h8v6h6v8h-6v6h-8v-6h-6v-8h6Z', flat(L), 't'),
    ['Heal', 'Leczenie', 'Curación', 'Heilung', 'Soin'],
  ],
  [
    'parry',
    'defensive',
    () => weaponIcon(W.shortsword(), 45) + weaponIcon(W.shortsword(), -45),
    ['Parry', 'Parowanie', 'Parada', 'Parade', 'Parade'],
  ],
  [
    'holyWard',
    'defensive',
    () =>
      circle(32, 32, 20, 'none', 'o') +
      circle(32, 32, 20, 'none', 'v', ` stroke="${P.holy[0]}" stroke-width="3"`) +
      poly(star(32, 32, 8, 16, 6), tone(P.holy)),
    ['Holy ward', 'Święta osłona', 'Protección sagrada', 'Heiliger Schutz', 'Garde sacrée'],
  ],
  [
    'haste',
    'utility',
    () =>
      path('M20 16L36 16L34 36L48 44L48 52L18 52Z', tone(P.leather, 'h')) +
      path('M8 24L16 24M6 34L16 34M10 44L16 44', 'none', 'v', ` stroke="${L}" stroke-width="3"`) +
      path('M36 20Q48 12 54 18Q46 20 38 28Z', tone(P.linen)),
    ['Haste', 'Pośpiech', 'Celeridad', 'Eile', 'Hâte'],
  ],
  [
    'focus',
    'utility',
    () =>
      path('M6 32Q32 8 58 32Q32 56 6 32Z', flat(L), 'o') +
      circle(32, 32, 10, tone(P.teal)) +
      circle(32, 32, 4, flat(P.ink), 'n'),
    ['Focus', 'Skupienie', 'Concentración', 'Fokus', 'Concentration'],
  ],
  [
    'vampirism',
    'utility',
    () =>
      path('M14 20Q32 30 50 20L46 34Q32 40 18 34Z', tone(P.crimson)) +
      poly(
        [
          [22, 32],
          [26, 48],
          [30, 34],
        ],
        flat(L),
        't',
      ) +
      poly(
        [
          [34, 34],
          [38, 48],
          [42, 32],
        ],
        flat(L),
        't',
      ) +
      path('M38 50Q36 56 38 58Q40 56 38 50Z', tone(P.blood)),
    ['Vampirism', 'Wampiryzm', 'Vampirismo', 'Vampirismus', 'Vampirisme'],
  ],
  [
    'stealth',
    'utility',
    () =>
      path('M10 44Q14 14 32 12Q50 14 54 44Q32 54 10 44Z', tone(P.obsidian, 'd', 0.5)) +
      path('M22 34Q26 30 30 34M34 34Q38 30 42 34', 'none', 'v', ` stroke="${P.frost[0]}" stroke-width="3"`),
    ['Stealth', 'Ukrycie', 'Sigilo', 'Tarnung', 'Furtivité'],
  ],
  [
    'luck',
    'utility',
    () =>
      [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]
        .map(([x, y]) => circle(32 + x * 10, 28 + y * 10, 10, tone(P.nature)))
        .join('') + path('M32 30Q34 46 28 56', 'none', 'o'),
    ['Luck', 'Szczęście', 'Suerte', 'Glück', 'Chance'],
  ],
];

// ---------------------------------------------------------------- placeholders, fallbacks (silhouettes)
const MONO = '#6e5a44';
const slotBox = () =>
  `<rect x="2" y="2" width="60" height="60" rx="10" fill="${P.raised}"/>` +
  rect(4, 4, 56, 56, 'none', 'n', 9, ` stroke="${P.border}" stroke-width="2" stroke-dasharray="6 4"`);
const placeholders = [
  [
    'helmet',
    () => helmetIcon(helmets.ironHelm),
    [
      'Empty helmet slot',
      'Puste miejsce na hełm',
      'Hueco vacío para el casco',
      'Leerer Helmplatz',
      'Emplacement de casque vide',
    ],
  ],
  [
    'torso',
    () => torsoIcon(torsoArmours.leatherJerkin),
    [
      'Empty armour slot',
      'Puste miejsce na zbroję',
      'Hueco vacío para la armadura',
      'Leerer Rüstungsplatz',
      "Emplacement d'armure vide",
    ],
  ],
  [
    'weapon1',
    () => weaponIcon(W.longsword()),
    [
      'Empty weapon slot',
      'Puste miejsce na broń',
      'Hueco vacío para el arma',
      'Leerer Waffenplatz',
      "Emplacement d'arme vide",
    ],
  ],
  [
    'weapon2',
    () => centredIcon(W.heaterShield(), 46),
    [
      'Empty shield slot',
      'Puste miejsce na tarczę',
      'Hueco vacío para el escudo',
      'Leerer Schildplatz',
      'Emplacement de bouclier vide',
    ],
  ],
  [
    'generic',
    () => path('M20 24L44 24L52 54L12 54Z', tone(P.leather)) + path('M24 24Q24 10 32 10Q40 10 40 24', 'none', 'o'),
    ['Empty slot', 'Puste miejsce', 'Hueco vacío', 'Leerer Platz', 'Emplacement vide'],
  ],
];
const question = (cx, cy, s) =>
  `${path(
    `M${cx - 10 * s} ${cy - 8 * s}Q${cx - 10 * s} ${cy - 20 * s} ${cx} ${cy - 20 * s}Q${cx + 11 * s} ${cy - 20 * s} ${cx + 11 * s} ${cy - 9 * s}Q${cx + 11 * s} ${cy - 2 * s} ${cx} ${cy + 2 * s}L${cx} ${cy + 8 * s}`,
    'none',
    'v',
    ` stroke="${P.parchmentDark}" stroke-width="${5 * s}"`,
  )}<circle cx="${r1(cx)}" cy="${r1(cy + 17 * s)}" r="${r1(3.2 * s)}" fill="${P.parchmentDark}"/>`;

// ---------------------------------------------------------------- home art
const heroFigure = (skin, torso, bottom, w1, w2, hair, eyes, mouth, back) =>
  [
    backs[back].draw(),
    bottoms[bottom].draw(),
    hairs[hair].part2 ? hairs[hair].part2() : '',
    inHand1(W[w1]()),
    inHand2(W[w2]()),
    skinTorso(P.skins[skin]),
    skinHead(P.skins[skin]),
    torsoArmours[torso].draw(),
    mouths[mouth].draw(),
    eyesSet[eyes].draw(),
    hairs[hair].draw(),
  ].join('');
const logo = () =>
  [
    g('translate(128 132) rotate(-40) scale(0.72)', W.longsword().art),
    g('translate(128 132) rotate(40) scale(0.72)', W.longsword().art),
    g(
      'translate(128 130) scale(1.1)',
      shield({ kind: 'heater', face: P.crimson, rim: P.gold, emblem: 'star', mark: P.gold }).art,
    ),
  ].join('');

// ---------------------------------------------------------------- registry
const LANGS = ['en', 'pl', 'es', 'de', 'fr'];
const kebab = (id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const files = new Map(); // relative path -> content
const names = {}; // altKey -> names
const cat = {};
const put = (group, dir, id, w, h, sw, draw, nm, extra = {}, mono) => {
  const path = `/images/${dir}/${kebab(id)}.svg`;
  files.set(`public${path}`, svg(w, h, sw, draw, mono));
  const altKey = `${group}.${id}`;
  names[altKey] = nm;
  return { id, path, width: w, height: h, altKey, ...extra };
};
const avatar = (layer, id, draw, nm, extra) =>
  put(`avatar.${layer}`, `avatar/${kebab(layer)}`, id, A.w, A.h, A.sw, draw, nm, extra);

const layerEntries = (layer, set, drawOf = (v) => v.draw) =>
  Object.fromEntries(Object.entries(set).map(([id, v]) => [id, avatar(layer, id, drawOf(v), v.names)]));
const skinNames = {
  light: ['Light skin', 'Jasna skóra', 'Piel clara', 'Helle Haut', 'Peau claire'],
  medium: ['Medium skin', 'Średnia karnacja', 'Piel morena', 'Mittlere Haut', 'Peau mate'],
  dark: ['Dark skin', 'Ciemna skóra', 'Piel oscura', 'Dunkle Haut', 'Peau foncée'],
};
const avatarW1 = {
  shortsword: 'shortsword',
  longsword: 'sabre',
  battleaxe: 'battleaxe',
  mace: 'morningstar',
  spear: 'spear',
  oakStaff: 'oakStaff',
  fireStaff: 'fireStaff',
};
const avatarW2 = {
  roundShield: 'roundShield',
  heaterShield: 'heaterShield',
  kiteShield: 'kiteShield',
  towerShield: 'towerShield',
  dagger: 'dagger',
  arcaneOrb: 'arcaneOrb',
};
const itemName = (id) => itemWeapons.find((x) => x[2] === id || x[0] === id)[3];
const hairWithPart2 = Object.fromEntries(Object.entries(hairs).filter(([, v]) => v.part2));

cat.avatarLayers = {
  back: layerEntries('back', backs),
  bottom: layerEntries('bottom', bottoms),
  hairPart2: Object.fromEntries(
    Object.entries(hairWithPart2).map(([id, v]) => [id, avatar('hairPart2', id, v.part2, v.names)]),
  ),
  weapon1: Object.fromEntries(
    Object.entries(avatarW1).map(([id, d]) => [id, avatar('weapon1', id, () => inHand1(W[d]()), itemName(d))]),
  ),
  weapon2: Object.fromEntries(
    Object.entries(avatarW2).map(([id, d]) => [
      id,
      avatar(
        'weapon2',
        id,
        () =>
          d === 'arcaneOrb' ? g('translate(26 -6)', inHand2(W[d](), 10)) : inHand2(W[d](), d === 'dagger' ? 24 : 0),
        itemName(d),
      ),
    ]),
  ),
  baseSkinTorso: Object.fromEntries(
    Object.keys(P.skins).map((id) => [id, avatar('baseSkinTorso', id, () => skinTorso(P.skins[id]), skinNames[id])]),
  ),
  baseSkinHead: Object.fromEntries(
    Object.keys(P.skins).map((id) => [id, avatar('baseSkinHead', id, () => skinHead(P.skins[id]), skinNames[id])]),
  ),
  torsoArmor: layerEntries('torsoArmor', torsoArmours),
  mouth: layerEntries('mouth', mouths),
  eyes: layerEntries('eyes', eyesSet),
  hair: Object.fromEntries(
    Object.entries(hairs).map(([id, v]) => [
      id,
      avatar('hair', id, v.draw, v.names, { part2: v.part2 ? `/images/avatar/hair-part2/${kebab(id)}.svg` : null }),
    ]),
  ),
};
cat.items = Object.fromEntries(
  items.map((it) => [it.id, put('items', 'items', it.id, 64, 64, OUTLINE.item, it.draw, it.names, { kind: it.kind })]),
);
cat.consumables = Object.fromEntries(
  consumables.map(([id, kind, draw, nm]) => [
    id,
    put('consumables', 'consumables', id, 64, 64, OUTLINE.item, draw, nm, { kind }),
  ]),
);
cat.monsters = Object.fromEntries(
  monsters.map(([id, band, draw, nm]) => [
    id,
    put('monsters', 'monsters', id, 256, 256, OUTLINE.monster, () => backdrop() + draw(), nm, {
      band,
      minLevel: BAND[band][0],
      maxLevel: BAND[band][1],
    }),
  ]),
);
cat.vendors = Object.fromEntries(
  vendors.map(([type, id, o, nm]) => [
    type,
    put('vendors', 'vendors', id, 256, 256, OUTLINE.vendor, bust(o), nm, { shopType: type }),
  ]),
);
cat.locations = Object.fromEntries(
  locations.map(([id, nm]) => [
    id,
    put('locations', 'locations', id, 640, 360, OUTLINE.location, () => scene(640, 360, id), nm),
  ]),
);
cat.skills = Object.fromEntries(
  skills.map(([id, type, glyph, nm]) => [
    id,
    put('skills', 'skills', id, 64, 64, OUTLINE.skill, skillFrame(type, glyph), nm, { skillType: type }),
  ]),
);
cat.placeholders = Object.fromEntries(
  placeholders.map(([id, draw, nm]) => {
    const e = put(
      'placeholders',
      'placeholders',
      id,
      64,
      64,
      OUTLINE.item,
      () => slotBox() + g('translate(32 32) scale(0.8) translate(-32 -32)', draw()),
      nm,
      {},
      MONO,
    );
    return [id, e];
  }),
);
cat.fallbacks = {
  item: put(
    'fallbacks',
    'fallbacks',
    'item',
    64,
    64,
    OUTLINE.item,
    () => slotBox() + question(32, 30, 1.2),
    [
      'Missing item image',
      'Brak obrazka przedmiotu',
      'Falta la imagen del objeto',
      'Gegenstandsbild fehlt',
      "Image d'objet manquante",
    ],
    {},
    MONO,
  ),
  monster: put(
    'fallbacks',
    'fallbacks',
    'monster',
    256,
    256,
    OUTLINE.monster,
    () => slime(P.grey)() + question(128, 100, 3),
    ['Unknown monster', 'Nieznany potwór', 'Monstruo desconocido', 'Unbekanntes Monster', 'Monstre inconnu'],
    {},
    MONO,
  ),
  location: put(
    'fallbacks',
    'fallbacks',
    'location',
    640,
    360,
    OUTLINE.location,
    () =>
      `<rect width="640" height="360" fill="${P.raised}"/><path d="${fmt(hillsD(250, 60, 3))}" fill="${P.border}"/>` +
      question(320, 140, 4),
    ['Unknown place', 'Nieznane miejsce', 'Lugar desconocido', 'Unbekannter Ort', 'Lieu inconnu'],
    {},
    MONO,
  ),
  avatar: put(
    'fallbacks',
    'fallbacks',
    'avatar',
    320,
    384,
    OUTLINE.avatar,
    () => bottoms.linenTrousers.draw() + skinTorso(P.skins.light) + skinHead(P.skins.light),
    ['Character', 'Postać', 'Personaje', 'Charakter', 'Personnage'],
    {},
    MONO,
  ),
};
const banner = (w, h, kind) => () => {
  if (kind === 'adventure')
    return (
      scene(w, h, 'mountains') +
      g(`translate(${w * 0.7} ${h * 0.05}) scale(1.1)`, dragon(P.red, P.gold, P.fire)()) +
      g(
        `translate(${w * 0.12} ${h * 0.06}) scale(0.95)`,
        heroFigure(
          'medium',
          'plateCuirass',
          'plateGreaves',
          'longsword',
          'heaterShield',
          'shortBrown',
          'fierce',
          'frown',
          'redCape',
        ),
      )
    );
  if (kind === 'premium')
    return (
      rect(0, 0, w, h, grad(['#3a2c12', '#17110c']), 'n') +
      circle(w * 0.5, h * 0.5, h * 0.6, radial('#d9a93a', '#17110c'), 'n', ' opacity=".5"') +
      [
        ['sunShield', 0.28],
        ['runeblade', 0.5],
        ['arcaneOrb', 0.72],
      ]
        .map(([d, x]) =>
          d === 'runeblade'
            ? g(
                `translate(${w * x} ${h * 0.5}) rotate(90) scale(1.6) translate(0 ${(W[d]().top - W[d]().bottom) / 2})`,
                W[d]().art,
              )
            : g(`translate(${w * x} ${h * (d === 'arcaneOrb' ? 0.66 : 0.5)}) scale(2.3)`, W[d]().art),
        )
        .join('') +
      [0.15, 0.85].map((x) => poly(star(w * x, h * 0.5, 4, 40, 12), tone(P.holy))).join('')
    );
  if (kind === 'hero')
    return (
      scene(w, h, 'forest') +
      g(
        `translate(${w * 0.5 - 240} ${h - 584}) scale(1.5)`,
        heroFigure(
          'light',
          'rangerTunic',
          'rangerBreeches',
          'spear',
          'dagger',
          'longBlonde',
          'almondGreen',
          'smile',
          'forestCloak',
        ),
      )
    );
  return (
    scene(w, h, 'castle') +
    g(
      `translate(${w * 0.04} ${h - 430}) scale(1.1)`,
      heroFigure(
        'dark',
        'mageRobe',
        'mageSkirt',
        'fireStaff',
        'arcaneOrb',
        'braidsBlack',
        'arcaneGlow',
        'neutral',
        'blueCape',
      ),
    )
  );
};
cat.homeArt = {
  bannerAdventure: put(
    'home',
    'home',
    'bannerAdventure',
    1200,
    400,
    OUTLINE.banner,
    banner(1200, 400, 'adventure'),
    [
      'A hero faces a red dragon in the mountains',
      'Bohater staje do walki z czerwonym smokiem w górach',
      'Un héroe se enfrenta a un dragón rojo en las montañas',
      'Ein Held stellt sich in den Bergen einem roten Drachen',
      'Un héros affronte un dragon rouge dans les montagnes',
    ],
    { shape: 'wide' },
  ),
  bannerTreasure: put(
    'home',
    'home',
    'bannerTreasure',
    1200,
    400,
    OUTLINE.banner,
    banner(1200, 400, 'premium'),
    [
      'Legendary treasures glowing in gold',
      'Legendarne skarby lśniące złotem',
      'Tesoros legendarios que brillan en oro',
      'Legendäre Schätze in goldenem Glanz',
      "Des trésors légendaires qui brillent d'or",
    ],
    { shape: 'wide' },
  ),
  carouselRanger: put(
    'home',
    'home',
    'carouselRanger',
    600,
    800,
    OUTLINE.carousel,
    banner(600, 800, 'hero'),
    [
      'A ranger in the whispering forest',
      'Tropicielka w szepczącym lesie',
      'Una exploradora en el bosque susurrante',
      'Eine Waldläuferin im Flüsterwald',
      'Une rôdeuse dans la forêt murmurante',
    ],
    { shape: 'narrow' },
  ),
  carouselMage: put(
    'home',
    'home',
    'carouselMage',
    600,
    800,
    OUTLINE.carousel,
    banner(600, 800, 'mage'),
    [
      'A mage before the moonlit keep',
      'Magini przed twierdzą w blasku księżyca',
      'Una maga ante la fortaleza de la luna',
      'Eine Magierin vor der Mondfeste',
      'Une mage devant le donjon lunaire',
    ],
    { shape: 'narrow' },
  ),
  logo: put(
    'home',
    'home',
    'logo',
    256,
    256,
    OUTLINE.logo,
    logo,
    ['Game crest', 'Herb gry', 'Emblema del juego', 'Wappen des Spiels', 'Blason du jeu'],
    { shape: 'logo' },
  ),
  joinIcon: put(
    'home',
    'home',
    'joinIcon',
    64,
    64,
    OUTLINE.homeIcon,
    () => weaponIcon(W.shortsword(), 40) + weaponIcon(W.shortsword(), -40),
    [
      'Join the adventure',
      'Dołącz do przygody',
      'Únete a la aventura',
      'Schließ dich dem Abenteuer an',
      "Rejoins l'aventure",
    ],
    { shape: 'icon' },
  ),
  storeIcon: put(
    'home',
    'home',
    'storeIcon',
    64,
    64,
    OUTLINE.homeIcon,
    () =>
      path('M14 24L50 24L54 58L10 58Z', tone(P.leather, 'd', 0.55)) +
      path('M24 24Q24 8 32 8Q40 8 40 24', 'none', 'o') +
      poly(
        [
          [28, 32],
          [42, 41],
          [28, 50],
        ],
        tone(P.gold),
      ),
    ['Get the app', 'Pobierz aplikację', 'Descarga la app', 'Hol dir die App', "Télécharge l'appli"],
    { shape: 'icon' },
  ),
};

// ---------------------------------------------------------------- the typed catalogue (formatted as Biome would)
const ident = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);
const lit = (v) => (v === null ? 'null' : typeof v === 'string' ? `'${v.replace(/'/g, "\\'")}'` : String(v));
const emit = (v, indent, prefixLen) => {
  if (v === null || typeof v !== 'object') return lit(v);
  const entries = Object.entries(v);
  const leaf = entries.every(([, x]) => x === null || typeof x !== 'object');
  if (leaf) {
    const inline = `{ ${entries.map(([k, x]) => `${ident(k)}: ${lit(x)}`).join(', ')} }`;
    if (prefixLen + inline.length + 1 <= 120) return inline;
  }
  const pad = '  '.repeat(indent + 1);
  const lines = entries.map(([k, x]) => `${pad}${ident(k)}: ${emit(x, indent + 1, pad.length + ident(k).length + 2)},`);
  return `{\n${lines.join('\n')}\n${'  '.repeat(indent)}}`;
};
// One constant per group, so an app bundles only the groups it uses (the home page needs a few icons,
// not every monster's alt key); \`catalogue\` names them all for the manifest's checks. The home's
// art is a file of its own: a bundle places a module whole in one chunk, and the first screen
// should not carry the rest of the catalogue the game's pages share.
const generatedHeader = `// Generated by scripts/generate.mjs: do not edit by hand (run \`node scripts/generate.mjs\`).\n`;
const group = ([name, value]) => `export const ${name} = ${emit(value, 0, 16 + name.length)} as const;\n`;
const ownFile = new Set(['homeArt']);
/** A group's file name: kebab-case, as every module's (biome.json). */
const fileOf = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
for (const name of ownFile)
  files.set(`src/generated/${fileOf(name)}.ts`, `${generatedHeader}${group([name, cat[name]])}`);
files.set(
  'src/generated/catalogue.ts',
  `${generatedHeader}${[...ownFile].map((name) => `import { ${name} } from './${fileOf(name)}.ts';\n`).join('')}\n${Object.entries(
    cat,
  )
    .filter(([name]) => !ownFile.has(name))
    .map(group)
    .join('\n')}\nexport { ${[...ownFile].join(', ')} };\n\nexport const catalogue = {\n${Object.keys(cat)
    .map((name) => `  ${name},\n`)
    .join('')}} as const;\n`,
);
for (const [i, lang] of LANGS.entries()) {
  // nested by the dots of the key, so i18next finds 'items.longsword' the usual way
  const obj = {};
  for (const [key, v] of Object.entries(names)) {
    const parts = key.split('.');
    let at = obj;
    for (const p of parts.slice(0, -1)) at = at[p] ??= {};
    at[parts.at(-1)] = v[i];
  }
  files.set(`src/locales/${lang}/assets.json`, `${JSON.stringify(obj, null, 2)}\n`);
}

export { files };

// ---------------------------------------------------------------- write
const here = dirname(fileURLToPath(import.meta.url));
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : join(here, '..');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [rel, content] of files) {
    const file = join(out, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  console.info(`wrote ${files.size} files to ${out}`);
}
