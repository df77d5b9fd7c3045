import { describe, expect, it } from 'vitest';
import { docsPageFileProblems, docsPageProblems, storiesFiles } from './docs-guidance.mjs';

const documented = {
  'src/Thing/Thing.tsx': '/** A thing, for showing things. */\nexport function Thing() { return null; }\n',
};
const read = (path) => documented[path];

const storiesWith = (parameters, component = 'Thing') => `
import type { Meta } from '@storybook/react-vite';
import { Thing } from './Thing.tsx';

const meta = {
  title: 'Design System/Thing',
  component: ${component},
  parameters: ${parameters},
} satisfies Meta<typeof Thing>;

export default meta;
export const Default = {};
`;

const guidance = "{ guidance: { do: ['Use it for things.'], dont: [\"Don't use it for other things.\"] } }";

describe("every docs page's guidance and description", () => {
  it('passes a meta with guidance and a documented component', () => {
    expect(docsPageFileProblems('src/Thing/Thing.stories.tsx', storiesWith(guidance), read)).toEqual([]);
  });

  it('names a page without guidance, or with an empty list', () => {
    expect(docsPageFileProblems('src/Thing/Thing.stories.tsx', storiesWith("{ layout: 'padded' }"), read)).toEqual([
      "no `parameters.guidance` (do and don't) in its meta",
    ]);
    expect(
      docsPageFileProblems(
        'src/Thing/Thing.stories.tsx',
        storiesWith("{ guidance: { do: ['Use it.'], dont: [] } }"),
        read,
      ),
    ).toEqual(['`guidance.dont` is empty']);
  });

  it('names a page whose component says nothing of what it is for', () => {
    const undocumented = (path) => (path === 'src/Thing/Thing.tsx' ? 'export function Thing() {}' : undefined);
    expect(docsPageFileProblems('src/Thing/Thing.stories.tsx', storiesWith(guidance), undocumented)).toEqual([
      expect.stringMatching(/^no description/),
    ]);
    const described = `{ docs: { description: { component: 'A thing.' } }, ${guidance.slice(2, -2)} }`;
    expect(docsPageFileProblems('src/Thing/Thing.stories.tsx', storiesWith(described), undocumented)).toEqual([]);
  });

  it('refuses a play function run on the docs page', () => {
    const autoplay = `{ docs: { story: { autoplay: true } }, ${guidance.slice(2, -2)} }`;
    expect(docsPageFileProblems('src/Thing/Thing.stories.tsx', storiesWith(autoplay), read)).toEqual([
      '`docs.story.autoplay: true`: no docs page may run a play function',
    ]);
  });

  it('finds every stories file Storybook loads', () => {
    expect(storiesFiles().length).toBeGreaterThan(100);
  });

  it('finds no docs page without guidance or a description in the repository', () => {
    expect(docsPageProblems()).toEqual([]);
  });
});
