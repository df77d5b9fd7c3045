import { SkillSlotType } from '@rpg/contracts';
import { buildSkill, buildSkills } from '@rpg/contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkillSlots } from './SkillSlots.tsx';

const skills = buildSkills(7);
const active = (type: SkillSlotType) => skills.find((s) => s.isActive && s.equipmentSkillType === type);

const meta = {
  title: 'Game/Character/SkillSlots',
  component: SkillSlots,
  parameters: {
    guidance: {
      do: [
        'Use it to show the three active skills (offense, defensive, utility), each slot empty when none is active.',
        'Pass every learnt skill: the active one of each type fills its slot.',
      ],
      dont: [
        "Don't activate skills from here: the skills screen does that.",
        "Don't reorder the slots: offense, defensive, utility is the game's order.",
      ],
    },
  },
  args: { skills },
} satisfies Meta<typeof SkillSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each slot shows the active skill of its own type, in the order offense, defensive, utility. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const names = [SkillSlotType.Offense, SkillSlotType.Defensive, SkillSlotType.Utility].map(
      (type) => active(type)?.name,
    );
    names.forEach((name, index) => {
      expect(within(items[index] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(name ?? '');
    });
    expect(new Set(names).size).toBe(3);
    // Every slot holds an active skill: three 'Active' badges, no empty slot.
    expect(canvas.getAllByText('Aktywna')).toHaveLength(3);
    expect(canvas.queryByText('Brak umiejętności')).toBeNull();
  },
};

/** Only an offense skill is active: the other two slots are empty. */
export const Partial: Story = {
  args: {
    skills: [
      buildSkill(1, { equipmentSkillType: SkillSlotType.Offense, isActive: true }),
      buildSkill(2, { equipmentSkillType: SkillSlotType.Utility }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('heading', { name: 'Brak umiejętności' })).toHaveLength(2);
    expect(canvas.getAllByRole('button', { name: 'Puste miejsce' })).toHaveLength(2);
  },
};

/** A character with no skills: three empty slots. */
export const Empty: Story = {
  args: { skills: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getAllByRole('heading', { name: 'Brak umiejętności' })).toHaveLength(3);
  },
};

export const English: Story = {
  args: { skills: buildSkills(7, 'en') },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: 'Active skills' })).toBeInTheDocument();
    expect(canvas.getAllByText('Active')).toHaveLength(3);
  },
};

/** One column at phone width, German words. */
export const StressGermanPhone: Story = {
  args: { skills: [buildSkill(4, { isActive: true, level: 999, name: 'Donnerschlagwirbelsturmhieb der Ahnen' })] },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
