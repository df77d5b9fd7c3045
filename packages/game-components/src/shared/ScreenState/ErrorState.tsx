import { Button, Heading, Text } from '@rpg/design-system';
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
      <svg
        className={styles.errorGlyph}
        aria-hidden="true"
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        focusable="false"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          d="M12 3 2 21h20L12 3zM12 10v5M12 17.5v.5"
        />
      </svg>
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
