import type { Character, OutfitChange } from '@rpg/contracts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { OutfitEditor } from '../OutfitEditor/index.ts';
import * as styles from './ChangeOutfitScreen.css.ts';

export interface ChangeOutfitScreenProps {
  /** GET /my-character's reply; `undefined` while loading. */
  data: Character | undefined;
  /** The character could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /**
   * POST /my-character/change-outfit with the chosen ids; the app returns to /my-character when it resolves,
   * and a toast says the outfit is saved. A failure rejects (the host reports it): nothing is said saved.
   */
  onSave: (change: OutfitChange) => unknown;
}

/** /my-character/change-outfit: the outfit editor on the character's outfit and options; a save is answered with a toast. */
export function ChangeOutfitScreen({ data, error = false, onRetry, onSave }: ChangeOutfitScreenProps) {
  const { t } = useGameTranslation();
  const { answered } = useAnswer();
  const save = answered(onSave, () => t('outfit.changeOutfitScreen.saved'));
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('outfit.changeOutfitScreen.title')}>{t('outfit.changeOutfitScreen.intro')}</ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="detail" />
      ) : (
        <OutfitEditor outfit={data.outfit} outfitsItems={data.outfitsItems} onSave={save} />
      )}
    </div>
  );
}
