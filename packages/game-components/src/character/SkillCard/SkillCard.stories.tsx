import { SkillSlotType } from '@rpg/contracts';
import { buildSkill, skillFixtures } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectAnswer, withAnswers } from '../../shared/private/answer-stories.tsx';
import { cardWidth } from '../../shared/private/card-stories.tsx';
import { SkillCard } from './SkillCard.tsx';

const meta = {
  title: 'Game/Character/SkillCard',
  component: SkillCard,
  parameters: {
    guidance: {
      do: [
        'Use it for one skill wherever skills are listed: the skills screen, the slots (`compact`), a skill vendor.',
        "Pass only the callbacks the context allows: `onActivate` and `onUnlearn` for the player's skills, `onLearn` with `price` at a vendor.",
        'Set `affordable={false}` when the player cannot pay: learn is disabled with the reason.',
      ],
      dont: [
        "Don't hide the reason when unlearning is refused (an active skill): the card says it.",
        "Don't show a success toast yourself: the card says it once the callback resolves.",
      ],
    },
  },
  args: { skill: skillFixtures.inactive, onActivate: fn() },
  decorators: [cardWidth('22rem'), withAnswers],
} satisfies Meta<typeof SkillCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A learnt, inactive skill: the activate button sends the skill; a toast says it is active now. */
export const Inactive: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: skillFixtures.inactive.name })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Aktywuj ${skillFixtures.inactive.name}` }));
    expect(args.onActivate).toHaveBeenCalledWith(skillFixtures.inactive);
    await expectAnswer(`${skillFixtures.inactive.name} to teraz twoja aktywna umiejętność.`);
  },
};

/** The active skill: a badge, no activate button, and unlearning is refused with the reason. */
export const Active: Story = {
  args: { skill: skillFixtures.active, onUnlearn: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Aktywna')).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /Aktywuj/ })).toBeNull();
    const unlearn = canvas.getByRole('button', { name: /Zapomnij/ });
    expect(unlearn).toBeDisabled();
    expect(unlearn).toHaveAccessibleDescription(expect.stringContaining('Aktywnej umiejętności nie można zapomnieć'));
    await userEvent.click(unlearn);
    expect(args.onUnlearn).not.toHaveBeenCalled();
  },
};

/** An inactive skill can be forgotten. */
export const Unlearn: Story = {
  args: { onUnlearn: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Zapomnij/ }));
    expect(args.onUnlearn).toHaveBeenCalledWith(skillFixtures.inactive);
    expect(args.onActivate).not.toHaveBeenCalled();
    await expectAnswer(new RegExp(`^Zapomniano: ${skillFixtures.inactive.name}`));
  },
};

/** The host's request failed (it rejects after its own error toast): nothing is said done. */
export const ActivateFailed: Story = {
  args: { onActivate: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Aktywuj/ });
    await userEvent.click(button);
    expect(args.onActivate).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText(/to teraz Twoja aktywna umiejętność/)).toBeNull();
  },
};

/** At a skill vendor: a skill not learnt yet, its price and the learn button. */
export const LearnInShop: Story = {
  args: { skill: skillFixtures.notLearnt, onActivate: undefined, onLearn: fn(), price: 12500 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(/12\s500/)).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: /Aktywuj/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Naucz się/ }));
    expect(args.onLearn).toHaveBeenCalledWith(skillFixtures.notLearnt);
    await expectAnswer(`Nauczono się: ${skillFixtures.notLearnt.name}.`);
  },
};

/** At a skill vendor, too little gold: learn is disabled with the reason, as buy is for an item. */
export const LearnUnaffordable: Story = {
  args: { skill: skillFixtures.notLearnt, onActivate: undefined, onLearn: fn(), price: 12500, affordable: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const learn = canvas.getByRole('button', { name: /Naucz się/ });
    expect(learn).toBeDisabled();
    expect(learn).toHaveAccessibleDescription(/za mało złota/);
    await userEvent.click(learn, { pointerEventsCheck: 0 });
    expect(args.onLearn).not.toHaveBeenCalled();
  },
};

/** At a skill vendor, a skill learnt already: the 'Learnt' badge inside the card, no learn button. */
export const LearntInShop: Story = {
  args: {
    skill: { ...skillFixtures.inactive, isAvailableToLearn: true },
    onActivate: undefined,
    onLearn: fn(),
    price: 300,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    expect(within(card).getByText('Wyuczona')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Naucz się/ })).toBeNull();
  },
};

/** While the request runs the button spins and further clicks are ignored. */
export const Pending: Story = {
  args: { onActivate: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Aktywuj/ });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(args.onActivate).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Tab reaches the actions in order; Enter activates. */
export const Keyboard: Story = {
  args: { onUnlearn: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: /Aktywuj/ })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: /Zapomnij/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onUnlearn).toHaveBeenCalledOnce();
  },
};

/** An empty slot: 'No skill' and a disabled button. */
export const Empty: Story = {
  args: { skill: skillFixtures.empty },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Brak umiejętności' })).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: 'Puste miejsce' })).toBeDisabled();
    expect(args.onActivate).not.toHaveBeenCalled();
  },
};

/** Compact, as in the skill slots. */
export const Compact: Story = {
  args: { skill: skillFixtures.longName, compact: true },
};

/** A skill whose picture is missing shows the fallback art. */
export const MissingImage: Story = {
  args: { skill: skillFixtures.missingImage },
};

export const English: Story = {
  args: { skill: buildSkill(2, { equipmentSkillType: SkillSlotType.Defensive }, 'en'), onUnlearn: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Defence')).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: /^Activate/ })).toBeEnabled();
    expect(canvas.getByRole('button', { name: /^Unlearn/ })).toBeEnabled();
  },
};

/** German words, the longest name and a huge level, at phone width. */
export const StressGermanPhone: Story = {
  args: { skill: { ...skillFixtures.longName, isActive: true, level: 999 }, onUnlearn: fn() },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('Stufe 999')).toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
