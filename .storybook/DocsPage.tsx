import {
  Controls,
  Description,
  DocsContext,
  Markdown,
  Primary,
  Stories,
  Story,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type ComponentProps, useContext, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import type { Args, Globals } from 'storybook/internal/types';

/**
 * What a designer asks before using a component: when to reach for it and when not. A meta's
 * `parameters.guidance` lists both; the docs page shows them under the description, with the component's
 * states (its stories) after them. `scripts/docs-guidance.test.mjs` (unit stage) fails for a stories file without it.
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

/**
 * Whether a story belongs on the docs page: not one pinned to a language of its own (`globals: { locale }`, a
 * translation's proof), since the page speaks the toolbar's language (switch the toolbar to see another).
 */
export const onDocsPage = (story: { storyGlobals?: Globals }) => story.storyGlobals?.locale === undefined;

/** The component's states: one story each, linked to its canvas below (the Playground is the controls). */
function StatesBlock() {
  const { componentStories } = useContext(DocsContext);
  const states = componentStories().filter((story) => story.name !== 'Playground' && onDocsPage(story));
  if (states.length === 0) return null;
  return (
    <>
      <h2>States</h2>
      <Markdown>{states.map((story) => `- [${story.name}](#anchor--${story.id})`).join('\n')}</Markdown>
    </>
  );
}

/**
 * The toolbar's globals (the manager's, never a story's own `globals`), kept current: a docs page is not
 * rendered again when the toolbar changes, only its inline stories are.
 */
function useToolbarGlobals(): Globals {
  const context = useContext(DocsContext);
  const [globals, setGlobals] = useState<Globals>(() => {
    const [anyStory] = context.componentStories();
    return anyStory ? context.getStoryContext(anyStory).userGlobals : {};
  });
  useEffect(() => {
    const onGlobalsUpdated = ({ userGlobals }: { userGlobals: Globals }) => setGlobals(userGlobals);
    context.channel.on(GLOBALS_UPDATED, onGlobalsUpdated);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobalsUpdated);
  }, [context.channel]);
  return globals;
}

/** `globals=` of a preview URL: `key:value` pairs joined by `;`. */
const globalsParam = (globals: Globals) =>
  Object.entries(globals)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}:${value}`)
    .join(';');

/**
 * Whether a story's args open a modal dialog (`parameters.docs.opensModal`): preview.tsx's default says an
 * `open: true` prop does; a meta whose component opens one by another prop (a screen's `previewItem`) says which.
 */
export type OpensModal = (args: Args) => boolean;

/**
 * The Story block of every docs page. A story that would cover the page with a modal dialog (its args open one,
 * `docs.opensModal`, or it sets `docs.story.inline: false`) is drawn in a frame of its own: in the toolbar's
 * language and theme (Storybook's own frame knows neither), and with `embed=true`, which keeps its play function
 * from running there. Every other story renders inline, as Storybook does (play functions never run in docs).
 */
export function DocsStory(props: ComponentProps<typeof Story>) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  const docs: { story?: { inline?: boolean; height?: string; iframeHeight?: string }; opensModal?: OpensModal } =
    story.parameters.docs ?? {};
  const globals = useToolbarGlobals();
  const framed = docs.story?.inline === false || docs.opensModal?.(story.initialArgs) === true;
  if (!framed) return <Story {...props} />;
  const src = `iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&embed=true&globals=${globalsParam(globals)}`;
  return (
    <iframe
      src={src}
      title={story.name}
      loading="lazy"
      data-docs-story-frame={story.id}
      style={{
        display: 'block',
        width: '100%',
        height: docs.story?.height ?? docs.story?.iframeHeight ?? '600px',
        border: 0,
      }}
    />
  );
}

/**
 * The automatic docs page: Storybook's own template, with the component's do and don't notes and its
 * states. The page's prose is English; its stories speak the toolbar's language (the document's `lang`).
 */
export function DocsPage() {
  const locale = String(useToolbarGlobals().locale ?? 'pl');
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div lang="en">
      <Title />
      <Subtitle />
      <Description />
      <GuidanceBlock />
      <StatesBlock />
      <Primary />
      <Controls />
      <Stories />
    </div>
  );
}
