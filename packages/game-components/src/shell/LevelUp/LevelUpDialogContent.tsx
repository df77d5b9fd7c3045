import { Box, Dialog } from '@rpg/design-system';
import { GameLink } from '../../shared/GameLink/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './LevelUpDialog.css.ts';

export interface LevelUpDialogContentProps {
  open: boolean;
  /** The level shown (the last one reached while it closes). */
  level: number;
  statPoints: number;
  onClose: () => void;
  onSpendPoints?: (() => void) | undefined;
}

/** The dialog itself: LevelUpDialog loads it on demand (most visits never level up). */
export function LevelUpDialogContent({ open, level, statPoints, onClose, onSpendPoints }: LevelUpDialogContentProps) {
  const { t, language } = useGameTranslation();
  const shown = formatNumber(level, language);
  const points = statPoints > 0 ? t('levelUp.points', { count: statPoints }) : t('levelUp.noPoints');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('levelUp.title', { level: shown })}
      description={`${t('levelUp.reached', { level: shown })} ${points}`}
      closeLabel={statPoints > 0 ? t('levelUp.later') : t('levelUp.close')}
      size="small"
      actions={
        statPoints > 0 ? (
          <GameLink
            to={{ page: 'stats' }}
            variant="button"
            onClick={() => {
              onSpendPoints?.();
              onClose();
            }}
          >
            {t('levelUp.spend')}
          </GameLink>
        ) : undefined
      }
    >
      <Box className={styles.stage} aria-hidden="true">
        <Box className={styles.rays} />
        <Box className={styles.emblem}>
          <span className={styles.emblemCaption}>{t('levelUp.emblem')}</span>
          <span className={styles.emblemLevel}>{shown}</span>
        </Box>
      </Box>
    </Dialog>
  );
}
