import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { iconButtonSizes } from '../IconButton/IconButton.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { phoneGlobals } from '../private/stories.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { vars } from '../themes/contract.css.ts';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.ts';

/**
 * The text sizes the icons are drawn at today: a small IconButton, a Button's icon and a back link (1rem); an
 * IconButton (1.125rem); a large IconButton, a Notice's and a Toast's tone (1.25rem); the character dock's
 * tabs (1.5rem); an empty or failed screen (2rem).
 */
const usedSizes = [
  { px: 16, fontSize: vars.text.standard.fontSize },
  { px: 18, fontSize: vars.text.large.fontSize },
  { px: 20, fontSize: vars.heading['3'].phone.fontSize },
  { px: 24, fontSize: vars.space.large },
  { px: 32, fontSize: vars.heading['2'].tablet.fontSize },
] as const;

const meta = {
  title: 'Design System/Icon',
  component: Icon,
  parameters: {
    guidance: {
      do: [
        'Use an Icon for every small UI pictogram: the icon of an IconButton, beside the text of a button or a link, a tone or a state.',
        'Size it with the text around it (it is 1em square) and colour it with the colour around it (currentColor).',
        "Name the action or the meaning on the control or the text around it (an IconButton's `label`): the icon is hidden from screen readers.",
      ],
      dont: [
        "Don't draw another `<svg>` in a component: add the icon to the table in `Icon/icons.ts`, once.",
        "Don't use an icon alone as the only way to know what something means.",
      ],
    },
  },
  args: { name: 'chevron-left' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon in the canvas draws something, 1em square, and is hidden from screen readers with no name of its own. */
async function expectDecorativeIcons(canvasElement: HTMLElement, count: number) {
  const svgs = [...canvasElement.querySelectorAll('svg')];
  await expect(svgs).toHaveLength(count);
  for (const svg of svgs) {
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg).not.toHaveAttribute('role');
    await expect(svg).not.toHaveAttribute('aria-label');
    await expect(svg).not.toHaveAttribute('aria-labelledby');
    await expect(svg.querySelector('title, desc, text')).toBeNull();
    const size = Number.parseFloat(getComputedStyle(svg).fontSize);
    const box = svg.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([size, size]);
    const shapes = [...svg.querySelectorAll<SVGGraphicsElement>('path, rect, circle')];
    await expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) await expect(shape.getBBox().width + shape.getBBox().height).toBeGreaterThan(0);
  }
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expectDecorativeIcons(canvasElement, 1);
  },
};

/** Every icon at every size it is drawn at (in px, above each column). */
export const AllIcons: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `minmax(0, 7rem) repeat(${usedSizes.length}, 2rem)`,
        alignItems: 'center',
        justifyItems: 'center',
        gap: vars.space.small,
      }}
    >
      <span />
      {usedSizes.map(({ px }) => (
        <Text key={px} size="small" tone="secondary">
          {px}
        </Text>
      ))}
      {iconNames.map((name) => (
        <Row key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expectDecorativeIcons(canvasElement, iconNames.length * usedSizes.length);
    for (const name of iconNames) await expect(canvas.getByText(name)).toBeVisible();
  },
};

function Row({ name }: { name: (typeof iconNames)[number] }) {
  return (
    <>
      <span style={{ justifySelf: 'start', overflowWrap: 'anywhere' }}>
        <Text size="small">{name}</Text>
      </span>
      {usedSizes.map(({ px, fontSize }) => (
        <span key={px} style={{ display: 'flex', fontSize }}>
          <Icon name={name} />
        </span>
      ))}
    </>
  );
}

/** The icons of IconButtons at each button size: the button's label is its whole name, the icon adds nothing. */
export const InIconButtons: Story = {
  render: () => (
    <Stack space="small">
      {iconButtonSizes.map((size) => (
        <Inline key={size} space="small">
          <IconButton size={size} label={`Previous ${size}`} icon={<Icon name="chevron-left" />} onClick={fn()} />
          <IconButton size={size} label={`Next ${size}`} icon={<Icon name="chevron-right" />} onClick={fn()} />
          <IconButton size={size} label={`Play ${size}`} icon={<Icon name="play" />} onClick={fn()} />
          <IconButton size={size} label={`Pause ${size}`} icon={<Icon name="pause" />} onClick={fn()} />
          <IconButton size={size} label={`Menu ${size}`} icon={<Icon name="menu" />} onClick={fn()} />
          <IconButton size={size} label={`Close ${size}`} icon={<Icon name="close" />} onClick={fn()} />
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expectDecorativeIcons(canvasElement, iconButtonSizes.length * 6);
    for (const size of iconButtonSizes) {
      for (const label of ['Previous', 'Next', 'Play', 'Pause', 'Menu', 'Close']) {
        await expect(canvas.getByRole('button', { name: `${label} ${size}` })).toBeVisible();
      }
    }
  },
};

export const OnPhone: Story = { ...AllIcons, globals: phoneGlobals };
