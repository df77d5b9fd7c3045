#!/usr/bin/env node
// The dependency direction of architecture.md, as a lint rule:
// - a package is imported through its public entries ('@rpg/x', or a subpath its exports map names), never by
//   reaching into its src/;
// - the server's production code never imports the contract's fixtures (mock data);
// - packages stay framework-free below the app: no data fetching (swr), no sign-in (firebase), no router,
//   no loading of words over HTTP (i18next-http-backend); the app passes what they need as props;
// - each workspace imports only the @rpg packages it may depend on; nothing imports apps/;
// - app features (apps/game/src/features/<name>) never import each other; routes (app/) are where they meet;
// - server features (apps/server/src/features/<name>) share the player layer (apps/server/src/player), which
//   imports no feature; they import each other only as serverFeatureImports allows;
// - game-components is one folder per area (src/<area>/): a file of an area imports its own area, src/shared/,
//   src/i18n/, and another area only through that area's index (src/<other>/index.ts); a screen (a component
//   folder named *Screen) imports no other area, except as screenAreaImports allows; src/shared/ imports no area;
//   the areas' imports of each other make no cycle (a cycle is reported as its chain of areas, one file per edge);
// - every layer names its folders after the game's domains (scripts/domains.mjs), and Storybook's tree follows them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { domainProblems } from './domains.mjs';
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

/**
 * Public entries a folder may not import though its workspace may depend on the package. The contract's
 * fixtures are mock entities for stories and tests (architecture.md): the server's tests may use them,
 * its production code may not (it would load mock data at run time).
 */
const refusedEntries = [
  { entry: '@rpg/contracts/fixtures', under: 'apps/server/src', why: 'mock data is for stories and tests' },
];

/** npm packages that belong to the app, never to packages/ (by name, and any subpath of it). */
const appOnlyPackages = ['swr', 'firebase', 'react-router', 'react-router-dom', 'i18next-http-backend'];
const isAppOnly = (spec) => appOnlyPackages.some((name) => spec === name || spec.startsWith(`${name}/`));

/** A package's public entries: the keys of its exports map ('.' is the package itself, './x' is '<package>/x'). */
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

/**
 * The server features that import another feature, and why; any other import between two features is refused.
 * features/handlers.ts (the route table) is where they all meet.
 */
const serverFeatureImports = {
  // A fight (combatants, storing it, its log) is the battle feature's: the arena fights one, GET /battles/{id} replays one.
  arena: ['battle'],
  battles: ['battle'],
  // An adventure pays out as a returned quest does (currency, experience, level-ups, pouch items).
  adventures: ['quests'],
};

/** game-components' source: every folder of it is an area, except these (src/index.ts is the package's index). */
const componentsSrc = 'packages/game-components/src';
const notAreas = new Set(['shared', 'i18n']);

/**
 * The screens that import another area of game-components, and why; any other screen renders its own area's
 * components (and shared ones) only, so a new screen touches one area.
 */
const screenAreaImports = {
  // The character sheet is where items are worn: it shows the equipment area's board and avatar.
  'character/CharacterScreen': ['equipment'],
  // The phone's character page draws the character with the equipment area's avatar, as the sheet does.
  'character/MobileCharacterScreen': ['equipment'],
  // An arena fight is a battle: the arena shows the battle area's health line and its low-health dialog (and
  // its gate) before a fight, as the battle screen does.
  'arena/ArenaScreen': ['battle'],
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
/** The folder of `dir` the file is in (a feature's name), or undefined for a file outside them. */
const folderIn = (dir, file) => {
  const parts = relative(join(root, dir), file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? undefined : parts[0];
};
const isUnder = (dir, file) => relative(join(root, dir), file).split(sep)[0] !== '..';
const featureOf = (file) => folderIn('apps/game/src/features', file);
/** The top folder of game-components' src/ the file is in ('shared', 'i18n' or an area), or undefined. */
const componentsFolderOf = (file) => folderIn(componentsSrc, file);
const isArea = (folder) => folder !== undefined && !notAreas.has(folder);
const serverFeatureOf = (file) => folderIn('apps/server/src/features', file);

/** game-components' area rules for one relative import of `file` resolving to `target`. */
const componentAreaProblems = (file, target, at) => {
  const from = componentsFolderOf(file);
  if (from === undefined || !isUnder(componentsSrc, target)) return [];
  const to = componentsFolderOf(target);
  if (from === 'shared')
    return to === 'shared' || to === 'i18n'
      ? []
      : [`${at}: src/shared/ imports ${isArea(to) ? `area '${to}'` : 'the package index'}`];
  if (!isArea(from) || to === from || to === 'shared' || to === 'i18n') return [];
  if (!isArea(to)) return [`${at}: area '${from}' imports the package index; import what it needs from its area`];
  const problems = [];
  const areaIndex = join(root, componentsSrc, to, 'index.ts');
  if (target !== areaIndex)
    problems.push(`${at}: area '${from}' reaches into area '${to}'; import '${relative(join(file, '..'), areaIndex)}'`);
  const component = relative(join(root, componentsSrc, from), file).split(sep);
  const screen = component.length > 1 && component[0].endsWith('Screen') ? `${from}/${component[0]}` : undefined;
  if (screen && !screenAreaImports[screen]?.includes(to))
    problems.push(`${at}: screen '${screen}' imports area '${to}'; a screen renders its own area (or shared code)`);
  return problems;
};

/**
 * The cycles of game-components' area graph: `edges` maps an area to the areas it imports, each with one
 * importing file. Every cycle is reported once, as its chain of areas (from the first of them in name
 * order) and the file behind each edge. A cycle means no area of it can change or load without the others:
 * what two areas share belongs in src/shared/, or in the one that owns it.
 */
export const areaCycles = (edges) => {
  const areas = [...edges.keys()].sort();
  const cycles = [];
  // The simple cycles whose first area (in name order) is `start`, so each cycle is found once.
  for (const [index, start] of areas.entries()) {
    const later = new Set(areas.slice(index + 1));
    const walk = (path, files) => {
      const area = path.at(-1);
      for (const [next, file] of [...(edges.get(area) ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
        if (next === start) cycles.push({ path: [...path, start], files: [...files, file] });
        else if (later.has(next) && !path.includes(next)) walk([...path, next], [...files, file]);
      }
    };
    walk([start], []);
  }
  return cycles.map(
    ({ path, files }) =>
      `${componentsSrc}: its areas import each other in a cycle, ${path.join(' -> ')} (${files
        .map((file, i) => `${path[i]} -> ${path[i + 1]}: ${file}`)
        .join('; ')}); move what they share to src/shared/ or into the area that owns it`,
  );
};

export const checkBoundaries = () => {
  const problems = [];
  /** game-components' area graph: area -> (imported area -> one importing file). */
  const areaEdges = new Map();
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
          for (const refused of refusedEntries) {
            if (spec === refused.entry && isUnder(refused.under, file))
              problems.push(`${at}: ${refused.under} may not import ${refused.entry} (${refused.why})`);
          }
          continue;
        }
        if (ws.startsWith('packages/') && isAppOnly(spec))
          problems.push(`${at}: ${ws} may not use ${spec}, which belongs to the app (pass what it gives as props)`);
        if (!spec.startsWith('.')) continue;
        const target = resolve(file, '..', spec);
        const targetWs = workspaceOf(target);
        // Packages and apps are entered only through their package name; tools may share scripts/.
        const isPackage = (w) => w?.startsWith('packages/') || w?.startsWith('apps/');
        if (targetWs !== ws && (isPackage(ws) || isPackage(targetWs)))
          problems.push(`${at} leaves ${ws}${targetWs ? ` into ${targetWs}` : ''}; import its package`);
        const from = featureOf(file);
        const to = featureOf(target);
        const inRoutes = isUnder('apps/game/src/app', file);
        if (to && from !== to && !inRoutes)
          problems.push(`${at}: ${from ? `feature '${from}'` : 'shared code'} imports feature '${to}'`);
        const fromServer = serverFeatureOf(file);
        const toServer = serverFeatureOf(target);
        if (fromServer && toServer && fromServer !== toServer && !serverFeatureImports[fromServer]?.includes(toServer))
          problems.push(
            `${at}: server feature '${fromServer}' imports feature '${toServer}'; share it through src/player`,
          );
        if (toServer && isUnder('apps/server/src/player', file))
          problems.push(`${at}: the player layer imports feature '${toServer}'`);
        problems.push(...componentAreaProblems(file, target, at));
        const fromArea = componentsFolderOf(file);
        const toArea = isUnder(componentsSrc, target) ? componentsFolderOf(target) : undefined;
        if (isArea(fromArea) && isArea(toArea) && fromArea !== toArea) {
          if (!areaEdges.has(fromArea)) areaEdges.set(fromArea, new Map());
          const edge = areaEdges.get(fromArea);
          // One file per edge, a component's own over a story's when there is one.
          if (!edge.has(toArea) || (edge.get(toArea).includes('.stories.') && !file.includes('.stories.')))
            edge.set(toArea, relative(root, file));
        }
      }
    }
  }
  problems.push(...areaCycles(areaEdges));
  problems.push(
    ...domainProblems({
      list: (dir) =>
        readdirSync(join(root, dir), { withFileTypes: true }).map((entry) => ({
          name: entry.name,
          isDirectory: entry.isDirectory(),
        })),
      read: (file) => readFileSync(join(root, file), 'utf8'),
    }),
  );
  return problems;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkBoundaries();
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('Package, feature and component-area boundaries: ok');
}
