import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainNames, domainProblems, domains } from './domains.mjs';
import { root } from './lib.mjs';

/** A made-up repository: directories are objects, files are strings. */
const tree = (shape) => {
  const at = (path) => path.split('/').reduce((node, part) => node?.[part], shape);
  return {
    list: (dir) =>
      Object.entries(at(dir) ?? {}).map(([name, node]) => ({ name, isDirectory: typeof node === 'object' })),
    read: (file) => at(file),
  };
};
const story = (title) => `export default { title: '${title}' };`;
const repository = (changes = {}) => ({
  packages: {
    'game-components': {
      src: {
        shell: { Footer: { 'Footer.stories.tsx': story('Game/Shell/Footer') } },
        ranking: { RankingTable: { 'RankingTable.stories.tsx': story('Game/Ranking/RankingTable'), 'x.ts': '' } },
        i18n: { 'load.ts': "export const gameAreas = ['ranking'] as const;" },
        'index.ts': '',
        ...changes.components,
      },
    },
    contracts: { src: { entities: { 'common.ts': '', 'ranking.ts': '', ...changes.entities } } },
  },
  apps: {
    game: { src: { features: { ranking: {}, ...changes.features } } },
    server: { src: { features: { ranking: {}, 'handlers.ts': '', ...changes.server } } },
  },
});

describe('the domain map', () => {
  it('passes a tree that follows it', () => {
    expect(domainProblems(tree(repository()))).toEqual([]);
  });

  it('refuses a folder, an entity file or a message subtree outside it, in every layer', () => {
    const problems = domainProblems(
      tree(
        repository({
          components: {
            cosmetics: {},
            i18n: { 'load.ts': "export const gameAreas = ['ranking', 'cosmetics'] as const;" },
          },
          entities: { 'shops.ts': '' },
          features: { dev: {} },
          server: { battles: {} },
        }),
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining("packages/game-components/src/cosmetics: 'cosmetics' is not a domain"),
      expect.stringContaining("apps/game/src/features/dev: 'dev' is not a domain"),
      expect.stringContaining("apps/server/src/features/battles: 'battles' is not a domain"),
      expect.stringContaining("packages/contracts/src/entities/shops.ts: 'shops' is not a domain"),
      expect.stringContaining("the message subtree 'cosmetics' is not a domain"),
    ]);
  });

  it('refuses a story whose Storybook title is not its area and component folder', () => {
    const problems = domainProblems(
      tree(repository({ components: { shell: { Footer: { 'Footer.stories.tsx': story('Game/Footer') } } } })),
    );
    expect(problems).toEqual([
      expect.stringContaining("its Storybook title is 'Game/Footer'; the tree follows the code: 'Game/Shell/Footer'"),
    ]);
  });

  it('is the table of README.md', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Domains'));
    const rows = [...section.matchAll(/^\| `([a-z]+)` \| (.+) \|$/gm)].map(([, name, what]) => [name, what]);
    expect(rows).toEqual(domainNames.map((name) => [name, domains[name]]));
  });
});
