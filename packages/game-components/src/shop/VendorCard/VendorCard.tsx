import { labelKey, type ShopNpc, ShopType } from '@rpg/contracts';
import { Badge, Box, Heading, Image, VisuallyHidden } from '@rpg/design-system';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './VendorCard.css.ts';
import { vendorArt, vendorImage } from './vendor-art.ts';

export interface VendorCardProps {
  vendor: ShopNpc;
  /** The heading level of the vendor's name (3 inside a list under a level-2 heading). */
  headingLevel?: 2 | 3 | 4;
}

/** The translation key (in the shop area) of a shop type's word. */
export const shopTypeKey = (type: ShopType) => `shop.${labelKey('shopType', ShopType, type)}` as const;

/** One vendor of the shop list: portrait, name, the kind of shop and a link to its page (/shop/{id}). */
export function VendorCard({ vendor, headingLevel = 3 }: VendorCardProps) {
  const { t } = useGameTranslation();
  const typeWord = t(shopTypeKey(vendor.type));
  return (
    <Box as="article" className={styles.card} aria-labelledby={`vendor-${vendor.id}-name`}>
      <Box className={styles.art}>
        <Image
          src={vendorImage(vendor.imagePath, vendor.type)}
          fallbackSrc={vendorArt(vendor.type)}
          alt=""
          aspectRatio="1 / 1"
          fit="cover"
          radius="none"
        />
      </Box>
      <Box className={styles.body}>
        <Heading level={headingLevel} id={`vendor-${vendor.id}-name`}>
          {vendor.name}
        </Heading>
        <Box>
          <Badge tone="brand" variant="soft" description={`${t('shop.vendorCard.shopType')}: ${typeWord}`}>
            {typeWord}
          </Badge>
        </Box>
        <Box className={styles.footer}>
          <GameLink to={{ page: 'vendor', id: vendor.id }} variant="button">
            {t('shop.vendorCard.view')}
            <VisuallyHidden>{`: ${vendor.name}`}</VisuallyHidden>
          </GameLink>
        </Box>
      </Box>
    </Box>
  );
}
