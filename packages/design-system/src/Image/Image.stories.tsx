import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { narrow, phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { imageFits, imageRadii } from './Image.css.ts';
import { Image } from './Image.tsx';

/**
 * A picture drawn inline (no network): a landscape of the given size, told apart by its hue. No text in
 * it: an SVG drawn as an image cannot use the page's fonts, so a machine's own font would draw the words.
 */
function picture(width: number, height: number, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 30%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(45 90% 70%)"/><path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width * 0.8} ${height * 0.55} L${width} ${height} Z" fill="hsl(${hue} 35% 18%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const landscape = picture(640, 360, 150);
const portrait = picture(300, 360, 20);
const placeholder = picture(300, 300, 220);
/** A source that always fails to decode (no network involved). */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Design System/Image',
  component: Image,
  parameters: {
    guidance: {
      do: [
        "Describe what the picture shows in `alt`, in the player's language; pass '' for a decorative image.",
        'Give a `fallbackSrc` for art that may be missing.',
        'Pick the aspect ratio of the art so the layout does not jump while it loads.',
      ],
      dont: [
        "Don't put text in images: it cannot be translated or read out.",
        "Don't use it for icons: use inline SVG.",
      ],
    },
  },
  args: { src: portrait, alt: 'A hero on a mountain path', aspectRatio: '5 / 6', fit: 'cover', radius: 'medium' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Lazy by default, named by alt, filling the frame. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'A hero on a mountain path' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
  },
};

/** The frame has its size before anything loads: 5 / 6 of a 320px width is 384px high. */
export const FixedAspectRatio: Story = {
  args: { src: broken, fallbackSrc: undefined, loading: 'eager' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-state]') as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(120);
  },
};

/** `src` fails: the fallback is shown instead, with the same alt. */
export const Fallback: Story = {
  args: { src: broken, fallbackSrc: placeholder, loading: 'eager' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'A hero on a mountain path' })).toHaveAttribute('src', placeholder),
    );
  },
};

/** Both fail: an empty frame of the same size stays, still named by alt; onFail is called once. */
export const Failed: Story = {
  args: { src: broken, fallbackSrc: broken.replace('AAAA', 'BBBB'), loading: 'eager', onFail: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="failed"]')).not.toBeNull());
    await expect(canvas.getByRole('img', { name: 'A hero on a mountain path' }).tagName).toBe('DIV');
    await expect(args.onFail).toHaveBeenCalledTimes(1);
  },
};

/** alt="" marks a decorative image: screen readers skip it. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** cover crops to fill, contain shows all of a landscape picture in a square frame. */
export const Fits: Story = {
  render: (args) => (
    <Inline space="medium">
      {imageFits.map((fit) => (
        <Stack key={fit} space="xsmall">
          <div style={{ width: '140px' }}>
            <Image {...args} src={landscape} aspectRatio="1 / 1" fit={fit} alt={`Landscape, ${fit}`} />
          </div>
          <Text size="small">{fit}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};

/** Every radius. */
export const Radii: Story = {
  render: (args) => (
    <Inline space="medium">
      {imageRadii.map((radius) => (
        <div key={radius} style={{ width: '96px' }}>
          <Image {...args} src={placeholder} aspectRatio="1 / 1" radius={radius} alt={`Radius ${radius}`} />
        </div>
      ))}
    </Inline>
  ),
};

export const InNarrowContainer: Story = { decorators: [narrow], args: { src: landscape, aspectRatio: '16 / 9' } };

export const OnPhone: Story = { args: { src: landscape, aspectRatio: '16 / 9' }, globals: phoneGlobals };
