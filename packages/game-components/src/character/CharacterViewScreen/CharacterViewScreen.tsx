import type { PublicCharacter } from '@rpg/contracts';
import { Box } from '@rpg/design-system';
import { GameLink } from '../../shared/GameLink/GameLink.tsx';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { CharacterView } from '../CharacterView/CharacterView.tsx';
import * as styles from './CharacterViewScreen.css.ts';

export interface CharacterViewScreenProps {
  /** POST /characters/get-by-id's character; `undefined` while loading (or when not found). */
  data: PublicCharacter | undefined;
  /** The character could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** No character has this id. */
  notFound?: boolean;
}

/** /characters/{id}: another player's public profile, with loading, error and not-found states and a way back to the ranking. */
export function CharacterViewScreen({ data, error = false, onRetry, notFound = false }: CharacterViewScreenProps) {
  const { t } = useGameTranslation();
  if (data !== undefined && !error && !notFound) {
    return (
      <Box className={styles.screen}>
        <CharacterView character={data} />
      </Box>
    );
  }
  return (
    <Box className={styles.screen}>
      <ScreenHeader
        title={t('character.characterViewScreen.title')}
        back={{ page: 'ranking' }}
        backLabel={t('character.characterView.back')}
      />
      {notFound ? (
        <EmptyState
          title={t('character.characterViewScreen.notFoundTitle')}
          description={t('character.characterViewScreen.notFoundText')}
          action={
            <GameLink to={{ page: 'ranking' }} variant="button">
              {t('character.characterViewScreen.toRanking')}
            </GameLink>
          }
        />
      ) : error ? (
        <ErrorState onRetry={onRetry} />
      ) : (
        <LoadingState variant="detail" label={t('character.characterViewScreen.loading')} />
      )}
    </Box>
  );
}
