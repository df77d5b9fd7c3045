import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * A story tagged `no-visual` has no screenshot: its picture is guarded by nothing. The tag is for a story whose
 * picture has no meaning, and a picture that is not deterministic is a cause to fix, not a tag to add; so the
 * tagged stories are few, listed here, and each says why beside its tag.
 */
const allowed = 3;
const root = fileURLToPath(new URL('..', import.meta.url));

const storyFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });

/** Each `tags: [... 'no-visual' ...]` of the library's stories, with the story it is on and its reason. */
const tagged = storyFiles(join(root, 'packages')).flatMap((file) => {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((line, at) => {
    if (!/tags:\s*\[[^\]]*'no-visual'/.test(line)) return [];
    const story = lines
      .slice(0, at + 1)
      .reverse()
      .map((candidate) => /^export const (\w+)|^const meta\b/.exec(candidate))
      .find((match) => match !== null);
    // The reason is the comment just above the tag, or above the story's other first lines.
    const above = lines.slice(Math.max(0, at - 6), at).join('\n');
    return [
      {
        story: `${relative(root, file)} ${story?.[1] ?? 'meta (every story of the file)'}`,
        reason: /\/\/ no-visual: \S/.test(above),
      },
    ];
  });
});

it(`leaves at most ${allowed} stories out of the visual suite`, () => {
  expect(tagged.length, tagged.map((entry) => entry.story).join('\n')).toBeLessThanOrEqual(allowed);
});

it('says beside each no-visual tag why the story has no picture', () => {
  expect(tagged.filter((entry) => !entry.reason).map((entry) => entry.story)).toEqual([]);
});
