import type { ShopList as ShopListData } from '@rpg/contracts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { ShopList } from '../ShopList/index.ts';
import * as styles from './ShopListScreen.css.ts';

export interface ShopListScreenProps {
  /** GET /shops/list's data; `undefined` while loading. */
  data: ShopListData | undefined;
  /** The list could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
}

/** /shop: the title, then the vendors' cards with the help dialog; skeleton cards while loading, a retry on error. */
export function ShopListScreen({ data, error = false, onRetry }: ShopListScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('shop.shopList.title')} />
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={8} />
      ) : (
        <ShopList vendors={data.vendors} />
      )}
    </div>
  );
}
