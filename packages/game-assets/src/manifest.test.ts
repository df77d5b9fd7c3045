import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../public-dir.js';
import {
  allAssetPaths,
  allImageEntries,
  avatarCanvas,
  avatarLayerOrder,
  avatarLayers,
  homeArt,
  icons,
  items,
  monsters,
  vendors,
} from './manifest.ts';

const read = (path: string) => readFileSync(`${publicDir}${path}`, 'utf8');

describe('asset manifest', () => {
  it.each(allAssetPaths)('%s exists and is a valid file of its kind', (path) => {
    const file = `${publicDir}${path}`;
    expect(statSync(file).size).toBeGreaterThan(0);
    if (path.endsWith('.svg')) {
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg.trim()).toMatch(/<\/svg>$/);
    }
    if (path.endsWith('.wav')) {
      const header = readFileSync(file).subarray(0, 12).toString('latin1');
      expect(header.slice(0, 4)).toBe('RIFF');
      expect(header.slice(8, 12)).toBe('WAVE');
    }
  });

  it.each(allImageEntries.map((entry) => [entry.path, entry] as const))('%s has its declared size', (_, entry) => {
    const root = read(entry.path).match(/^<svg [^>]*>/)?.[0] ?? '';
    expect(root).toContain(`viewBox="0 0 ${entry.width} ${entry.height}"`);
    expect(root).toContain(`width="${entry.width}"`);
    expect(root).toContain(`height="${entry.height}"`);
  });

  it('every avatar layer is drawn on the one 320 x 384 canvas', () => {
    for (const layer of avatarLayerOrder) {
      const options = Object.values(avatarLayers[layer]);
      expect(options.length, layer).toBeGreaterThan(0);
      for (const option of options) {
        expect([option.width, option.height]).toEqual([avatarCanvas.width, avatarCanvas.height]);
        expect(read(option.path)).toMatch(/^<svg [^>]*viewBox="0 0 320 384" width="320" height="384"/);
      }
    }
    for (const hair of Object.values(avatarLayers.hair)) {
      if (hair.part2 !== null) expect(Object.values(avatarLayers.hairPart2).map((p) => p.path)).toContain(hair.part2);
    }
  });

  it('holds the set the game needs', () => {
    const count = (o: object) => Object.keys(o).length;
    for (const layer of ['hair', 'eyes', 'mouth', 'torsoArmor', 'bottom', 'weapon1', 'weapon2'] as const)
      expect(count(avatarLayers[layer]), layer).toBeGreaterThanOrEqual(6);
    expect(count(avatarLayers.baseSkinTorso)).toBeGreaterThanOrEqual(2);
    expect(count(items)).toBeGreaterThanOrEqual(40);
    expect(count(monsters)).toBeGreaterThanOrEqual(20);
    expect(Object.keys(vendors).sort()).toEqual(
      [
        'ArmorsOnly',
        'ConsumablesAndSkills',
        'ConsumablesOnly',
        'CosmeticsOnly',
        'MagicWeaponsAndMixtures',
        'ResourcesOnly',
        'SkillsOnly',
        'WeaponsAndArmorsOnly',
        'WeaponsOnly',
      ].sort(),
    );
  });

  it('has no picture on disk that the manifest does not name', () => {
    const onDisk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? onDisk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    const named = new Set(allAssetPaths.map((path) => `${publicDir}${path}`));
    expect(onDisk(join(publicDir, 'images')).filter((file) => !named.has(file))).toEqual([]);
  });

  it('keeps the first screen light (home art, logo, currency icons)', () => {
    const budget = 100 * 1024;
    const paths = [...Object.values(homeArt).map((entry) => entry.path), ...Object.values(icons)];
    const total = paths.reduce((sum, path) => sum + statSync(`${publicDir}${path}`).size, 0);
    console.info(
      `first-screen images: ${paths.length} files, ${(total / 1024).toFixed(1)} KiB (budget ${budget / 1024} KiB)`,
    );
    expect(total).toBeLessThan(budget);
  });
});
