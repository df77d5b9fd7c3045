import type { DangerLevel } from '@rpg/contracts';
import { Badge } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { dangerLevels } from './danger-level.ts';

/** The fixed danger word of a band as a badge in the band's tone; screen readers hear "Danger: Hard". */
export function DangerBadge({ dangerLevel }: { dangerLevel: DangerLevel }) {
  const { t } = useGameTranslation();
  const band = dangerLevels[dangerLevel];
  const word = t(`battle.danger.${band.key}`);
  return (
    <Badge tone={band.tone} variant="solid" description={`${t('battle.danger.label')}: ${word}`}>
      {word}
    </Badge>
  );
}
