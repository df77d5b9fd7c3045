#!/usr/bin/env node
// `node build.mjs [--outdir dir]`: the server as plain JavaScript, one ES module (dist/main.js, and its
// source map) that `node` runs without a TypeScript loader. The workspace packages it uses (@rpg/contracts,
// @rpg/game-assets' manifest) are TypeScript source: they are bundled in. Every npm package stays an import,
// resolved from node_modules at run time: PGlite reads its wasm and data files beside its own code, and
// firebase-admin, pg and the Fastify plugins are installed as they are, by `npm ci --omit=dev`.
import { readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
// dist/ is as deep as src/: a path the code takes from import.meta.url (repoRoot in config.ts) stays right.
const outdir = args.includes('--outdir') ? resolve(args[args.indexOf('--outdir') + 1]) : join(serverDir, 'dist');
const outfile = join(outdir, 'main.js');

const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports: node's own modules and npm packages stay imports; @rpg workspace packages are bundled,
 * except @rpg/game-assets/public-dir, plain JavaScript that finds the art beside itself (bundled, its
 * import.meta.url would be dist/main.js). An npm package that is not a dependency of @rpg/server fails
 * the build: a production install (`npm ci --omit=dev --workspace @rpg/server`) would not have it.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (path.startsWith('node:') || builtins.has(path)) return { external: true };
      const name = packageOf(path);
      if (name.startsWith('@rpg/') && path !== '@rpg/game-assets/public-dir') return undefined;
      if (dependencies[name] === undefined) {
        const by = relative(serverDir, importer);
        return { errors: [{ text: `${name} (imported by ${by}) is not a dependency of @rpg/server: add it there` }] };
      }
      return { external: true };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the project supports (engines); production runs Node 24.
  target: 'node20.19',
  plugins: [npmPackagesExternal],
  // Stack traces map back to src/ with `node --enable-source-maps`; the sources themselves are not shipped.
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
const kib = (statSync(outfile).size / 1024).toFixed(0);
const ms = (performance.now() - started).toFixed(0);
console.info(`Built the server: ${relative(process.cwd(), outfile) || outfile} (${kib} KiB) in ${ms} ms`);
