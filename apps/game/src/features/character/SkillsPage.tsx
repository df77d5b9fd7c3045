import { SkillsScreen } from '@rpg/game-components';
import { useActivateSkill, useForgetSkill, useMyCharacter } from './api/character.ts';

/** `/my-character/skills`: activate and unlearn (learning is at the trainers in the shops). */
export const SkillsPage = () => {
  const character = useMyCharacter();
  return (
    <SkillsScreen
      data={character.data?.data.skills}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onActivate={useActivateSkill()}
      onUnlearn={useForgetSkill()}
    />
  );
};
