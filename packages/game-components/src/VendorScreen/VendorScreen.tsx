import type { VendorDetail } from '@rpg/contracts';
import { GameLink } from '../GameLink/index.ts';
import { useGameTranslation } from '../private/useGameTranslation.ts';
import { ErrorState, LoadingState } from '../ScreenState/index.ts';
import { VendorPanel, type VendorPanelProps } from '../VendorPanel/index.ts';
import * as styles from './VendorScreen.css.ts';

export interface VendorScreenProps extends Omit<VendorPanelProps, 'vendor'> {
  /** GET /shops/{id}'s data; `undefined` while loading. */
  data: VendorDetail | undefined;
  /** The vendor could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
}

/**
 * /shop/{id}: the vendor's page. While loading nothing of it is rendered (the spec), only a
 * skeleton; on error the back link and a retry.
 */
export function VendorScreen({ data, error = false, onRetry, ...panel }: VendorScreenProps) {
  const { t } = useGameTranslation();
  if (data !== undefined && !error) return <VendorPanel vendor={data} {...panel} />;
  return (
    <div className={styles.screen}>
      <div>
        <GameLink href="/shop">
          <span aria-hidden="true">← </span>
          {t('shop.vendorPanel.back')}
        </GameLink>
      </div>
      {error ? <ErrorState onRetry={onRetry} /> : <LoadingState variant="detail" />}
    </div>
  );
}
