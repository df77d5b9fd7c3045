/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser downloads (source maps are for developers and are not compressed ahead). */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers of a compressed reply weigh about what compression saves. */
const minimumBytes = 1024;

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible file of
 * `dir` that shrinks, so the server sends them to browsers that accept them (@fastify/static's
 * preCompressed) without compressing on every request. Returns the bytes before and after brotli.
 */
export const precompressDir = (dir: string): { files: number; raw: number; brotli: number } => {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length >= content.length) continue;
    writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
    raw += content.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
};

/** Vite plugin: precompresses the production build once it is written. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'rpg:precompress',
    // The app's build (not the prerender's own build for Node, build/prerender.ts).
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, raw, brotli } = precompressDir(outDir);
        this.info(
          `precompressed ${files} files: ${Math.round(raw / 1024)} KiB -> ${Math.round(brotli / 1024)} KiB brotli`,
        );
      },
    },
  };
};
