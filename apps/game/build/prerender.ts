/// <reference types="node" />
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';

/**
 * The signed-out pages a visitor may land on first, and the module of each one's page. Their markup
 * is written at build time, so the browser paints them before any script has run.
 */
export const prerenderedPages = [
  { path: '/', page: 'src/features/account/HomePage.tsx' },
  { path: '/account/login', page: 'src/features/account/LoginPage.tsx' },
  { path: '/account/register', page: 'src/features/account/RegisterPage.tsx' },
] as const;

/** A language code of the contract's (the render module names them: this file is loaded by Vite's config, outside the workspace's TypeScript resolution). */
type Language = string;
type RenderModule = {
  renderPage: (path: string, language: Language) => Promise<string>;
  themeClass: string;
  languages: readonly Language[];
  /** Where the server looks for a page (@rpg/contracts). */
  prerenderedFile: (path: string, language: Language) => string;
};

/** Every file a manifest entry needs before it runs (its static imports, transitively) and their styles. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/** The subsets of the body face a language's words need (fonts.css): Polish takes 18 letters of its own. */
const bodySubsets = (language: Language) => (language === 'pl' ? ['latin', 'polish'] : ['latin']);

/**
 * Preloads of the body text's face (Inter, regular), in the subsets the language needs. A prerendered page
 * paints as soon as its stylesheets are in, and a face the stylesheet names is asked for only when text is
 * laid out: it came after the first paint, and the home's Polish paragraph, drawn in the stand-in, wrapped
 * into one more line and moved everything below it (layout shift 0.016). The other faces (headings, bold)
 * are asked for as before: a preload competes with the page's own files on a slow network.
 */
const bodyFacePreloads = (manifest: Manifest, language: Language): string[] =>
  bodySubsets(language).flatMap((subset) =>
    Object.entries(manifest)
      .filter(([key]) => key.endsWith(`/inter-${subset}-400-normal.woff2`))
      .map(([, chunk]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${chunk.file}">`),
  );

/**
 * The head tags a prerendered page needs beyond index.html's: its body face's preloads, the styles of
 * its page's chunks (else its markup is painted unstyled until the code comes) and module preloads for
 * those chunks and the language's words, which main.tsx would otherwise ask for only after the entry
 * has run.
 */
const headTags = (manifest: Manifest, page: string, language: Language): string => {
  const words = Object.keys(manifest).filter(
    (key) =>
      key === `src/locales/${language}/app.json` ||
      new RegExp(`/game-components/src/(shell|account)/locales/${language}\\.json$`).test(key),
  );
  const keys = [...closure(manifest, page), ...words].filter((key) => !manifest[key]?.isEntry);
  const styles = new Set(keys.flatMap((key) => manifest[key]?.css ?? []));
  const scripts = new Set(keys.map((key) => manifest[key]?.file).filter((file) => file !== undefined));
  return [
    ...bodyFacePreloads(manifest, language),
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
};

/**
 * Vite plugin: after the app's build, renders each page of `prerenderedPages` in each language
 * (src/prerender/render.tsx, built for Node into a temporary folder) into a copy of index.html, with
 * the game theme's class on <body> and the language on <html>. The server sends one of them to a
 * visitor with no session hint (http/static.ts); main.tsx hydrates it.
 */
export const prerender = (): Plugin => {
  let root = '';
  let outDir = '';
  return {
    name: 'rpg:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Before precompress (also 'post', registered after this one), so the pages are compressed too.
      order: 'post',
      sequential: true,
      async handler() {
        const serverOut = mkdtempSync(join(tmpdir(), 'rpg-prerender-'));
        try {
          await build({
            root,
            logLevel: 'warn',
            // The art is the client build's; this build is code for Node, read once and deleted.
            publicDir: false,
            build: {
              ssr: 'src/prerender/render.tsx',
              outDir: serverOut,
              emptyOutDir: true,
              sourcemap: false,
              rolldownOptions: { checks: { bundlerTimings: false } },
            },
            ssr: { noExternal: true },
          });
          const { renderPage, themeClass, languages, prerenderedFile } = (await import(
            pathToFileURL(join(serverOut, 'render.js')).href
          )) as RenderModule;
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          for (const language of languages) {
            for (const { path, page } of prerenderedPages) {
              const rendered = await renderPage(path, language);
              // React opens a fragment with the preloads of its images (the carousel's first slide is the home's
              // largest paint): they belong in the head, and hydration expects the root to hold the page alone.
              const hints = /^(?:<link rel="preload"[^>]*\/>)*/.exec(rendered)?.[0] ?? '';
              const markup = rendered.slice(hints.length);
              const head = [headTags(manifest, page, language), ...(hints.match(/<link[^>]*\/>/g) ?? [])];
              const html = template
                .replace('<html lang="pl">', `<html lang="${language}">`)
                .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
                .replace('<body>', `<body class="${themeClass}">`)
                .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${markup}</div>`);
              const file = join(outDir, prerenderedFile(path, language));
              mkdirSync(dirname(file), { recursive: true });
              writeFileSync(file, html);
            }
          }
          this.info(`prerendered ${prerenderedPages.length} pages in ${languages.length} languages`);
        } finally {
          rmSync(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
};
