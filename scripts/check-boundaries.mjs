#!/usr/bin/env node
// The dependency direction of architecture.md, as a lint rule:
// - a package is imported through its public index ('@rpg/x'), never by reaching into its src/;
// - each workspace imports only the @rpg packages it may depend on; nothing imports apps/;
// - app features (apps/game/src/features/<name>) never import each other; routes (app/) are where they meet.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { root } from './lib.mjs';

const allowed = {
  'packages/contracts': ['@rpg/game-assets'],
  'packages/design-system': [],
  'packages/game-assets': [],
  'packages/game-components': ['@rpg/contracts', '@rpg/design-system', '@rpg/game-assets'],
  'apps/game': ['@rpg/contracts', '@rpg/design-system', '@rpg/game-assets', '@rpg/game-components'],
  'apps/server': ['@rpg/contracts', '@rpg/game-assets'],
  '.storybook': ['@rpg/contracts', '@rpg/design-system', '@rpg/game-assets', '@rpg/game-components'],
  tests: ['@rpg/contracts', '@rpg/game-assets'],
};

/** A package's public entries: the keys of its exports map ('.' is the package itself). */
const entryCache = new Map();
const publicEntries = (pkg) => {
  if (!entryCache.has(pkg)) {
    const dir = readdirSync(join(root, 'packages'))
      .map((name) => join(root, 'packages', name))
      .concat(readdirSync(join(root, 'apps')).map((name) => join(root, 'apps', name)))
      .find((d) => JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')).name === pkg);
    const exports = dir ? (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports ?? {}) : {};
    entryCache.set(pkg, new Set(Object.keys(exports).map((key) => (key === '.' ? pkg : `${pkg}/${key.slice(2)}`))));
  }
  return entryCache.get(pkg);
};

const skip = new Set(['node_modules', 'dist', 'storybook-static', '.data', '.git']);
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
const workspaceOf = (file) => Object.keys(allowed).find((ws) => relative(join(root, ws), file).split(sep)[0] !== '..');
const featureOf = (file) => {
  const parts = relative(join(root, 'apps/game/src/features'), file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? undefined : parts[0];
};

export const checkBoundaries = () => {
  const problems = [];
  for (const ws of Object.keys(allowed)) {
    for (const file of files(join(root, ws))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(importPattern)) {
        const spec = match[1] ?? match[2] ?? match[3];
        const at = `${relative(root, file)}: '${spec}'`;
        if (spec.startsWith('@rpg/')) {
          const pkg = spec.split('/').slice(0, 2).join('/');
          if (!publicEntries(pkg).has(spec)) problems.push(`${at} reaches into a package; import '${pkg}'`);
          if (!allowed[ws].includes(pkg)) problems.push(`${at}: ${ws} may not depend on ${pkg}`);
          continue;
        }
        if (!spec.startsWith('.')) continue;
        const target = resolve(file, '..', spec);
        const targetWs = workspaceOf(target);
        // Packages and apps are entered only through their package name; tools may share scripts/.
        const isPackage = (w) => w?.startsWith('packages/') || w?.startsWith('apps/');
        if (targetWs !== ws && (isPackage(ws) || isPackage(targetWs)))
          problems.push(`${at} leaves ${ws}${targetWs ? ` into ${targetWs}` : ''}; import its package`);
        const from = featureOf(file);
        const to = featureOf(target);
        const inRoutes = relative(join(root, 'apps/game/src/app'), file).split(sep)[0] !== '..';
        if (to && from !== to && !inRoutes)
          problems.push(`${at}: ${from ? `feature '${from}'` : 'shared code'} imports feature '${to}'`);
      }
    }
  }
  return problems;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkBoundaries();
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('Package and feature boundaries: ok');
}
