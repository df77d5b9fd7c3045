import { Button, Heading, Icon, Text } from '@rpg/design-system';
import { useGameTranslation } from '../private/use-game-translation.ts';
import * as styles from './ScreenState.css.ts';

export interface ErrorStateProps {
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => void;
  /** Default "Something went wrong". */
  title?: string;
  /** Default: a line saying the data could not be loaded. */
  description?: string;
}

/** A failed load: an alert with the problem and a retry button. */
export function ErrorState({ onRetry, title, description }: ErrorStateProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.errorPanel} role="alert">
      <span className={styles.errorGlyph}>
        <Icon name="alert" />
      </span>
      <Heading level={3} as="h2">
        {title ?? t('account.screenState.errorTitle')}
      </Heading>
      <Text as="p" tone="secondary">
        {description ?? t('account.screenState.errorDescription')}
      </Text>
      {onRetry !== undefined && (
        <Button variant="soft" onClick={onRetry}>
          {t('account.screenState.retry')}
        </Button>
      )}
    </div>
  );
}
