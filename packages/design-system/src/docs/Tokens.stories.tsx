import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { textSizes } from '../Text/Text.css.ts';
import { Text } from '../Text/Text.tsx';
import { vars } from '../themes/contract.css.ts';
import { themeNames, themeTokens } from '../themes/theme-names.ts';
import { breakpoints } from '../tokens/breakpoints.ts';
import { headingLevels, spaceNames } from '../tokens/types.ts';
import { bar, cell, code, shapeSample, swatch, table } from './docs.css.ts';

// Everything on these pages is generated from the token objects and the contract, so it cannot drift.

type Tree = { [key: string]: string | Tree };

/** Leaves of a token tree as [path, value] pairs. */
function leaves(tree: Tree, prefix: string[] = []): Array<[string[], string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...prefix, key], value] as [string[], string]] : leaves(value, [...prefix, key]),
  );
}

function at(tree: Tree, path: string[]): string {
  const value = path.reduce<string | Tree | undefined>(
    (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
    tree,
  );
  return typeof value === 'string' ? value : '';
}

function TokenTable({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <Box as="table" className={table}>
      <caption>
        <Text weight="strong">{caption}</Text>
      </caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}

const Code = ({ children }: { children: string }) => <code className={code}>{children}</code>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="medium" as="section" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      {children}
    </Stack>
  );
}

const meta = {
  title: 'Design System/Tokens',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The design tokens of every theme, generated from the token files and the theme contract: colours, type, space, shape, motion, layers and breakpoints. Look a value up here before you style anything.',
      },
    },
    guidance: {
      do: [
        "Pick colours, sizes and spaces from these tables by their names (`vars.color.brand`, `space: 'medium'`).",
        'Check a colour in both themes (game and light) before you use it for text.',
        'Ask for a new token when no existing one fits, and add it to the token files so it shows up here.',
      ],
      dont: [
        "Don't copy a hex value or a pixel size from this page into a style: reference the token.",
        "Don't use a game meaning (rarity, currency, health colours) for anything else: players learn them.",
        "Don't use a breakpoint value in a media query by hand: use the breakpoint tokens.",
      ],
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token: a swatch of the current theme and the value in each theme. */
export const Colours: Story = {
  render: () => {
    const colourVars = vars.color as unknown as Tree;
    return (
      <Section title="Colour">
        <TokenTable
          caption="Colour tokens (swatch shows the current theme)"
          headers={['Token', 'Swatch', ...themeNames]}
        >
          {leaves(colourVars).map(([path, cssVar]) => (
            <tr key={path.join('.')}>
              <td className={cell}>
                <Code>{`vars.color.${path.join('.')}`}</Code>
              </td>
              <td className={cell}>
                <span className={swatch} style={{ background: cssVar }} />
              </td>
              {themeNames.map((theme) => (
                <td key={theme} className={cell}>
                  <Code>{at(themeTokens[theme].color as unknown as Tree, path)}</Code>
                </td>
              ))}
            </tr>
          ))}
        </TokenTable>
      </Section>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vars.color.game.baseCurrency')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <Section title="Typography">
      <Stack space="large">
        <Stack space="small">
          {headingLevels.map((level) => (
            <Heading key={level} level={Number(level) as 1 | 2 | 3 | 4} as="p">
              {`Heading ${level}: ${themeTokens.game.heading[level].phone.fontSize} / ${themeTokens.game.heading[level].tablet.fontSize}`}
            </Heading>
          ))}
        </Stack>
        <Stack space="small">
          {textSizes.map((size) => (
            <Text key={size} size={size} as="p">
              {`Text ${size} (${themeTokens.game.text[size].fontSize} / ${themeTokens.game.text[size].lineHeight}): Zażółć gęślą jaźń. Größe, Straße, ñ, ç.`}
            </Text>
          ))}
        </Stack>
        <TokenTable caption="Font tokens" headers={['Token', 'Value']}>
          {leaves(themeTokens.game.font as unknown as Tree, ['font']).map(([path, value]) => (
            <tr key={path.join('.')}>
              <td className={cell}>
                <Code>{`vars.${path.join('.')}`}</Code>
              </td>
              <td className={cell}>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </TokenTable>
      </Stack>
    </Section>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Section title="Space">
      <TokenTable caption="Space scale" headers={['Token', 'Value', 'Sample']}>
        {spaceNames.map((name) => (
          <tr key={name}>
            <td className={cell}>
              <Code>{`vars.space.${name}`}</Code>
            </td>
            <td className={cell}>
              <Code>{themeTokens.game.space[name]}</Code>
            </td>
            <td className={cell}>
              <span className={bar} style={{ width: vars.space[name] }} />
            </td>
          </tr>
        ))}
      </TokenTable>
    </Section>
  ),
};

export const Shape: Story = {
  render: () => (
    <Section title="Radii and shadows">
      <Box display="flex" flexWrap="wrap" gap="large">
        {(Object.keys(themeTokens.game.radius) as Array<keyof typeof vars.radius>).map((name) => (
          <Stack key={name} space="xsmall" align="center">
            <span className={shapeSample} style={{ borderRadius: vars.radius[name] }} />
            <Code>{`radius.${name}`}</Code>
          </Stack>
        ))}
        {(Object.keys(themeTokens.game.shadow) as Array<keyof typeof vars.shadow>).map((name) => (
          <Stack key={name} space="xsmall" align="center">
            <span className={shapeSample} style={{ boxShadow: vars.shadow[name] }} />
            <Code>{`shadow.${name}`}</Code>
          </Stack>
        ))}
      </Box>
    </Section>
  ),
};

export const MotionLayersBreakpoints: Story = {
  name: 'Motion, layers and breakpoints',
  render: () => (
    <Stack space="xlarge">
      <Section title="Motion">
        <Text as="p" tone="secondary">
          Under prefers-reduced-motion: reduce, every duration is 0ms.
        </Text>
        <TokenTable caption="Motion tokens" headers={['Token', 'Value']}>
          {leaves(themeTokens.game.motion as unknown as Tree, ['motion']).map(([path, value]) => (
            <tr key={path.join('.')}>
              <td className={cell}>
                <Code>{`vars.${path.join('.')}`}</Code>
              </td>
              <td className={cell}>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </TokenTable>
      </Section>
      <Section title="Layers">
        <TokenTable caption="z-index tokens" headers={['Token', 'Value']}>
          {Object.entries(themeTokens.game.zIndex).map(([name, value]) => (
            <tr key={name}>
              <td className={cell}>
                <Code>{`vars.zIndex.${name}`}</Code>
              </td>
              <td className={cell}>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </TokenTable>
      </Section>
      <Section title="Breakpoints">
        <TokenTable caption="Breakpoints (min width, px)" headers={['Name', 'From']}>
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={name}>
              <td className={cell}>
                <Code>{name}</Code>
              </td>
              <td className={cell}>
                <Code>{`${value}px`}</Code>
              </td>
            </tr>
          ))}
        </TokenTable>
      </Section>
    </Stack>
  ),
};
