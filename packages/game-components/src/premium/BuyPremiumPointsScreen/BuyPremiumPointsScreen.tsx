import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ScreenHeader } from '../../shared/ScreenState/index.ts';
import { PremiumPointsOffers } from '../PremiumPointsOffers/index.ts';
import * as styles from './BuyPremiumPointsScreen.css.ts';

export interface BuyPremiumPointsScreenProps {
  /** The packs on offer (default the contract's 200, 500, 1000). */
  packs?: readonly number[];
}

/** /premium-shop/buy-premium-points: the point packs, honest that payments are not available yet. */
export function BuyPremiumPointsScreen({ packs }: BuyPremiumPointsScreenProps) {
  const { t } = useGameTranslation();
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={t('premium.buyPremiumPointsScreen.title')}
        back={{ page: 'premiumShop' }}
        backLabel={t('premium.buyPremiumPointsScreen.back')}
      >
        {t('premium.buyPremiumPointsScreen.intro')}
      </ScreenHeader>
      <PremiumPointsOffers {...(packs === undefined ? {} : { packs })} />
    </div>
  );
}
