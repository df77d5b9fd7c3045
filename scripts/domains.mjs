// The game's domains, named once. Every layer keeps a domain's code in a folder of exactly this name:
// game-components' areas (packages/game-components/src/<domain>/), the app's features
// (apps/game/src/features/<domain>/), the server's features (apps/server/src/features/<domain>/), the
// contracts' entity files (packages/contracts/src/entities/<domain>.ts), the components' message subtrees
// (t('<domain>.…')) and Storybook's tree (Game/<Domain>/<Component>). check-boundaries fails on a folder
// outside this map; README.md's "Domains" table is this list, kept in line by scripts/domains.test.mjs.

/** Each domain and what belongs to it, in the order a new player meets them. */
export const domains = {
  account: 'signing up and in, the home page, the developer sign-in, the page that is not there',
  character: "the hero: creating it, its name, stats and skills, its sheet, another player's character",
  equipment: 'items worn and carried: the board, the backpack, moving and using items',
  outfit: "the hero's look and the editor that changes it",
  shop: 'vendors: buying, selling, rerolling stock, crafting cosmetics, learning skills',
  premium: 'premium points, premium items and time, the purchase history',
  world: 'locations and travelling between them',
  battle: 'fighting monsters, a fight’s result and its replay',
  arena: 'fighting other players',
  quests: 'the quest board: taking, cancelling and returning quests',
  adventures: 'timed adventures: taking one, waiting, collecting or cancelling it',
  ranking: 'the players’ ranking',
};

export const domainNames = Object.keys(domains);

/**
 * The folders (or entity files) of a layer that are not domains, and why. Anything else in a layer's
 * domain folder must be a domain.
 */
export const layers = {
  'packages/game-components/src': {
    kind: 'folder',
    besides: {
      shell: 'the signed-in frame around every page: navigation, footer, balance bar, language, level-up',
      shared: 'parts every area may use (links, screen states, dialogs, private helpers)',
      i18n: 'the messages of every area, loaded per language',
    },
  },
  'apps/game/src/features': { kind: 'folder', besides: {} },
  'apps/server/src/features': { kind: 'folder', besides: {} },
  'packages/contracts/src/entities': {
    kind: 'file',
    besides: {
      common: 'values every domain uses (ids, money, pages)',
      values: 'the enumerations and limits behind several domains',
    },
  },
};

const capitalised = (name) => name[0].toUpperCase() + name.slice(1);

/**
 * What strays from the domain map: `list(dir)` gives a directory's entries as { name, isDirectory },
 * `read(file)` a file's text (both relative to the repository), so a test can hand in a made-up tree.
 * - a layer's folder (or entity file) that is neither a domain nor one of the layer's named others;
 * - a game-components story whose Storybook title is not Game/<Area>/<its component folder>;
 * - a message subtree of game-components that is not an area.
 */
export const domainProblems = ({ list, read }) => {
  const known = new Set(domainNames);
  const problems = [];
  for (const [layer, { kind, besides }] of Object.entries(layers)) {
    for (const entry of list(layer)) {
      const name = kind === 'file' ? entry.name.replace(/\.ts$/, '') : entry.name;
      if ((kind === 'folder') !== entry.isDirectory || (kind === 'file' && name.includes('.'))) continue;
      if (!known.has(name) && !(name in besides))
        problems.push(
          `${layer}/${entry.name}: '${name}' is not a domain of scripts/domains.mjs (${domainNames.join(', ')}); ` +
            'name it after the domain it belongs to, or add the domain there and in README.md',
        );
    }
  }
  const components = 'packages/game-components/src';
  for (const area of list(components).filter((entry) => entry.isDirectory && entry.name !== 'i18n')) {
    for (const folder of list(`${components}/${area.name}`).filter((entry) => entry.isDirectory)) {
      const dir = `${components}/${area.name}/${folder.name}`;
      for (const file of list(dir).filter((entry) => entry.name.endsWith('.stories.tsx'))) {
        const title = read(`${dir}/${file.name}`).match(/\btitle:\s*'([^']+)'/)?.[1];
        const expected = `Game/${capitalised(area.name)}/${folder.name}`;
        if (title !== expected)
          problems.push(
            `${dir}/${file.name}: its Storybook title is '${title}'; the tree follows the code: '${expected}'`,
          );
      }
    }
  }
  const messagesFile = `${components}/i18n/load.ts`;
  const subtrees = read(messagesFile)
    .match(/export const gameAreas = \[([^\]]*)\]/)?.[1]
    .split(',')
    .map((part) => part.trim().replace(/^'|'$/g, ''))
    .filter(Boolean);
  if (!subtrees?.length) problems.push(`${messagesFile}: no gameAreas list to hold to the domain map`);
  for (const subtree of subtrees ?? []) {
    if (!known.has(subtree))
      problems.push(`${messagesFile}: the message subtree '${subtree}' is not a domain of scripts/domains.mjs`);
  }
  return problems;
};
