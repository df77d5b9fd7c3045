import { enumValues, type Skill, SkillSlotType } from '@rpg/contracts';
import { Box, Heading, type HeadingLevel } from '@rpg/design-system';
import { useId } from 'react';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { SkillCard } from '../SkillCard/index.ts';
import * as styles from './SkillSlots.css.ts';

export interface SkillSlotsProps {
  /** Every learnt skill of the character; the active one of each slot type fills its slot. */
  skills: readonly Skill[];
  /** The heading level of the section title (default 2); the cards use the next level. */
  headingLevel?: 2 | 3;
}

const emptySlot = (equipmentSkillType: SkillSlotType): Skill => ({
  id: 0,
  name: '',
  description: '',
  skillType: '',
  level: 0,
  imagePath: '',
  isActive: false,
  isEmpty: true,
  equipmentSkillType,
  isAvailableToLearn: false,
});

/** The active skill of each slot type (offense, defensive, utility), or an empty slot. */
export function activeSkillsBySlot(skills: readonly Skill[]): Record<SkillSlotType, Skill> {
  const bySlot = {} as Record<SkillSlotType, Skill>;
  for (const type of enumValues(SkillSlotType)) {
    bySlot[type] =
      skills.find((skill) => !skill.isEmpty && skill.isActive && skill.equipmentSkillType === type) ?? emptySlot(type);
  }
  return bySlot;
}

/** The three active-skill slots: offense, defensive and utility, each with its active skill or empty. */
export function SkillSlots({ skills, headingLevel = 2 }: SkillSlotsProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const bySlot = activeSkillsBySlot(skills);
  return (
    <Box as="section" aria-labelledby={titleId} className={styles.root}>
      <Heading level={3} as={`h${headingLevel}`} id={titleId}>
        {t('character.skillSlots.title')}
      </Heading>
      <Box as="ul" className={styles.list}>
        {enumValues(SkillSlotType).map((type) => (
          <Box as="li" key={type} className={styles.slot}>
            <SkillCard skill={bySlot[type]} compact headingLevel={(headingLevel + 1) as HeadingLevel} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
