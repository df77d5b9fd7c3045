import { VisuallyHidden } from '@rpg/design-system';
import type { ReactElement } from 'react';
import { cx } from '../private/cx.ts';
import { useGameTranslation } from '../private/use-game-translation.ts';
import * as styles from './ScreenState.css.ts';

export const loadingStateVariants = ['cards', 'list', 'detail'] as const;
export type LoadingStateVariant = (typeof loadingStateVariants)[number];

export interface LoadingStateProps {
  /** The shape of the skeleton: a grid of cards, a list of rows, or one detail view. */
  variant?: LoadingStateVariant;
  /** How many cards or rows (default 3 cards, 5 rows; ignored by `detail`). */
  count?: number;
  /** What screen readers hear (default "Loading…"). */
  label?: string;
}

const Bone = ({ className }: { className: string }) => <span className={cx(styles.bone, className)} />;

/** Skeleton placeholders in the shape of the content to come; a status region says it is loading. Shimmer stops under reduced motion. */
export function LoadingState({ variant = 'cards', count, label }: LoadingStateProps) {
  const { t } = useGameTranslation();
  const text = label ?? t('account.screenState.loading');
  const amount = Math.max(1, count ?? (variant === 'list' ? 5 : 3));
  const keys = Array.from({ length: amount }, (_, index) => `bone-${index}`);

  let skeleton: ReactElement;
  if (variant === 'detail') {
    skeleton = (
      <div className={styles.skeletonDetail}>
        <Bone className={styles.boneDetailArt} />
        <div className={styles.detailText}>
          <Bone className={styles.boneTitle} />
          <Bone className={styles.boneLine} />
          <Bone className={styles.boneLine} />
          <Bone className={styles.boneLineShort} />
          <Bone className={styles.boneButton} />
        </div>
      </div>
    );
  } else if (variant === 'list') {
    skeleton = (
      <div className={styles.skeletonList}>
        {keys.map((key) => (
          <div key={key} className={styles.skeletonRow}>
            <Bone className={styles.boneSquare} />
            <div className={styles.rowText}>
              <Bone className={styles.boneTitle} />
              <Bone className={styles.boneLineShort} />
            </div>
          </div>
        ))}
      </div>
    );
  } else {
    skeleton = (
      <div className={styles.skeletonGrid}>
        {keys.map((key) => (
          <div key={key} className={styles.skeletonCard}>
            <Bone className={styles.boneArt} />
            <Bone className={styles.boneTitle} />
            <Bone className={styles.boneLine} />
            <Bone className={styles.boneButton} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div role="status" aria-busy="true" data-variant={variant}>
      <VisuallyHidden>{text}</VisuallyHidden>
      <div aria-hidden="true">{skeleton}</div>
    </div>
  );
}
