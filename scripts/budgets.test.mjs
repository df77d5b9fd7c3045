import { describe, expect, it } from 'vitest';
import {
  charsBySource,
  decodeVlq,
  firstScreen,
  gzipByOrigin,
  KiB,
  lazyChunks,
  originOf,
  overBudget,
  routeChunks,
  staticClosure,
} from './budgets.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js', '_shared.js'],
    css: ['assets/index.css'],
    isEntry: true,
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/features/account/HomePage.tsx': {
    file: 'assets/HomePage.js',
    imports: ['_shared.js', '_form.js'],
    isDynamicEntry: true,
  },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
  '_pl-a1.js': { file: 'assets/pl.js', name: 'pl' },
  'src/i18n/languages/en.ts': { file: 'assets/en.js', isDynamicEntry: true },
  'src/features/shop/ShopPage.tsx': { file: 'assets/ShopPage.js', imports: ['_shared.js'], isDynamicEntry: true },
  'src/app/CharacterGuard.tsx': { file: 'assets/CharacterGuard.js', isDynamicEntry: true },
  'src/lib/firebase-sdk.ts': { file: 'assets/firebase-sdk.js', isDynamicEntry: true },
};

describe('budgets', () => {
  it('follows static imports once each, never dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_react.js', '_shared.js']);
  });

  it('counts the entry, the home route and the default language as the first screen, not other languages or routes', () => {
    const { js, css } = firstScreen(manifest, {
      homeRoute: 'features/account/HomePage.tsx',
      languageChunks: ['pl'],
    });
    expect(js).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/HomePage.js',
      'assets/form.js',
      'assets/pl.js',
    ]);
    expect(css).toEqual(['assets/index.css', 'assets/shared.css', 'assets/form.css']);
  });

  it('finds the lazy routes (pages and guards), not the language chunks', () => {
    expect(routeChunks(manifest).map((chunk) => chunk.file)).toEqual([
      'assets/HomePage.js',
      'assets/ShopPage.js',
      'assets/CharacterGuard.js',
    ]);
  });

  it('names what broke a budget', () => {
    expect(
      overBudget([
        { label: 'initial JS', size: 140 * KiB, budget: 130 * KiB },
        { label: 'route ShopPage', size: 10 * KiB, budget: 30 * KiB },
      ]),
    ).toEqual(['initial JS: 140.0 KiB gzip, budget 130 KiB']);
  });

  it('lists every lazy chunk, budgeting the routes (components) and not the data or libraries', () => {
    expect(lazyChunks(manifest).map(({ file, route }) => [file, route])).toEqual([
      ['assets/HomePage.js', true],
      ['assets/en.js', false],
      ['assets/ShopPage.js', true],
      ['assets/CharacterGuard.js', true],
      ['assets/firebase-sdk.js', false],
    ]);
  });

  it('decodes source-map VLQ segments', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('SAAQ')).toEqual([9, 0, 0, 8]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gBAAgB')).toEqual([16, 0, 0, 16]);
  });

  it('counts the characters each source produced, the rest as unmapped', () => {
    // Line 1: `var a=1;var b=2;` a.js from column 0, b.js from column 8; line 2: glue only.
    const code = 'var a=1;var b=2;\n//# sourceMappingURL=x.js.map';
    const map = { sources: ['../src/a.js', '../src/b.js'], mappings: 'AAAA,QCAA' };
    expect(Object.fromEntries(charsBySource(code, map, 'glue'))).toEqual({
      '../src/a.js': 8,
      '../src/b.js': 8,
      glue: '//# sourceMappingURL=x.js.map'.length,
    });
    // A segment with no source, and a line starting after column 0.
    expect(Object.fromEntries(charsBySource('  xy', { sources: ['s'], mappings: 'EAAA,C' }, 'u'))).toEqual({
      s: 1,
      u: 3,
    });
  });

  it('names a source by its npm package or its workspace path', () => {
    expect(originOf('../../../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(originOf('../../../../node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe('@radix-ui/react-dialog');
    expect(originOf('../../../../packages/game-assets/src/generated/catalogue.ts')).toBe(
      'packages/game-assets/src/generated/catalogue.ts',
    );
    expect(originOf('../../src/lib/i18n.ts')).toBe('apps/game/src/lib/i18n.ts');
  });

  it("shares each file's gzip size among its sources and sums them by origin, largest first", () => {
    const composition = gzipByOrigin([
      {
        file: 'a.js',
        gzip: 100,
        chars: new Map([
          ['node_modules/react-dom/client.js', 300],
          ['node_modules/react-dom/index.js', 100],
          ['../src/main.tsx', 100],
        ]),
      },
      { file: 'b.js', gzip: 10, chars: new Map([['../src/main.tsx', 10]]) },
    ]);
    expect(composition).toEqual([
      { origin: 'react-dom', chars: 400, gzip: 80 },
      { origin: 'apps/game/src/main.tsx', chars: 110, gzip: 30 },
    ]);
  });
});
