import { buildSkills } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from '../../shared/private/screen-stories.ts';
import { SkillsScreen } from './SkillsScreen.tsx';

const skills = buildSkills(7);

const meta = {
  title: 'Game/Character/SkillsScreen',
  component: SkillsScreen,
  parameters: {
    guidance: {
      do: [
        'Use it for /my-character/skills: the three active slots, then every learnt skill with activate and unlearn.',
        'Feed it the skills: `undefined` while loading, `error` for a failed load.',
      ],
      dont: [
        "Don't offer learning here: skills are learnt at a skill vendor.",
        "Don't pass `onUnlearn` where forgetting is not allowed: without it there is no unlearn button.",
      ],
    },
  },
  args: { data: skills, error: false, onRetry: fn(), onActivate: fn(), onUnlearn: fn() },
} satisfies Meta<typeof SkillsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slots and every skill; activate and unlearn send the skill, unlearning an active one is refused. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Umiejętności' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Wróć do postaci' })).toHaveAttribute('href', '#myCharacter');
    const all = within(canvas.getByRole('region', { name: 'Wszystkie umiejętności' }));
    expect(all.getAllByRole('listitem')).toHaveLength(skills.length);
    const index = skills.findIndex((skill) => !skill.isActive);
    const inactive = skills[index];
    const card = within(all.getAllByRole('listitem')[index] as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: /Aktywuj/ }));
    expect(args.onActivate).toHaveBeenCalledWith(inactive);
    await userEvent.click(card.getByRole('button', { name: /Zapomnij/ }));
    expect(args.onUnlearn).toHaveBeenCalledWith(inactive);
    const active = within(all.getAllByRole('listitem')[0] as HTMLElement);
    expect(active.getByRole('button', { name: /Zapomnij/ })).toBeDisabled();
  },
};

/** No skills: empty slots and a link to the vendors. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Nie znasz jeszcze żadnej umiejętności')).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Idź do sklepów' })).toHaveAttribute('href', '#shop');
  },
};

export const Loading: Story = { args: { data: undefined }, play: playLoading };

export const ErrorWithRetry: Story = { args: { data: undefined, error: true }, play: playErrorWithRetry };

export const English: Story = {
  args: { data: buildSkills(7, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('heading', { name: 'All skills' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const StressGermanPhone: Story = {
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
