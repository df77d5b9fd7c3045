import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/**
 * What a designer asks before using a component: when to reach for it and when not. A meta's
 * `parameters.guidance` lists both; the docs page shows them under the description.
 */
export type Guidance = { do: readonly string[]; dont: readonly string[] };

const isGuidance = (value: unknown): value is Guidance =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Guidance).do) &&
  Array.isArray((value as Guidance).dont);

const markdownList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

function GuidanceBlock() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance: unknown = preparedMeta.parameters.guidance;
  if (!isGuidance(guidance)) return null;
  return (
    <>
      <h2>Do and don't</h2>
      <Markdown>{`**Do**\n\n${markdownList(guidance.do)}\n\n**Don't**\n\n${markdownList(guidance.dont)}`}</Markdown>
    </>
  );
}

/** The automatic docs page: Storybook's own template, with the component's do and don't notes. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <GuidanceBlock />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
