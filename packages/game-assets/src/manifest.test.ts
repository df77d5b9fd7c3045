import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicDir } from '../public-dir.js';
import { allAssetPaths } from './manifest.ts';

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
});
