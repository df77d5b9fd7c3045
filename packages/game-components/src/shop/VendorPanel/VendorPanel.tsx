import {
  type BaseInfo,
  type InventoryGameItem,
  type Recipe,
  type ShopItem,
  ShopType,
  type Skill,
  type VendorDetail,
} from '@rpg/contracts';
import { Badge, Box, Button, ConfirmDialog, Heading, Image, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { useId, useState } from 'react';
import { SkillCard } from '../../character/index.ts';
import { ItemCard, ShopItemCard } from '../../equipment/index.ts';
import { GameLink } from '../../shared/GameLink/index.ts';
import { NotEnoughCashDialog } from '../../shared/NotEnoughCashDialog/index.ts';
import { BackArrow } from '../../shared/private/BackArrow.tsx';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, useBusy } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { shopTypeKey, vendorArt, vendorImage } from '../VendorCard/index.ts';
import * as styles from './VendorPanel.css.ts';
import { VendorPanelPrice, VendorPanelRecipe, VendorPanelSection } from './VendorPanelSlots.tsx';

/** The buy reply's verdict: `isSuccess: false` means the player could not pay. */
export interface BuyResult {
  isSuccess: boolean;
}

/** A host callback; while the Promise it returns is pending, its button is busy. */
export type ShopCallback<A extends unknown[]> = (...args: A) => MaybePromise<unknown>;

export interface VendorPanelProps {
  vendor: VendorDetail;
  /** The player's balance (the reply's myCharacterBaseInfo): prices above its base currency show in the warning tone. */
  baseInfo: BaseInfo;
  /** Buys a stock item; a result with `isSuccess: false` opens the 'No enough cash' dialog. */
  onBuy: (item: ShopItem) => MaybePromise<BuyResult | undefined>;
  /** Sells a backpack item (after the player confirms). */
  onSell: ShopCallback<[item: InventoryGameItem]>;
  /** Crafts an outfit recipe (after the player confirms). */
  onCraft: ShopCallback<[recipe: Recipe]>;
  /** Rerolls the vendor's stock. */
  onReroll: ShopCallback<[]>;
  onLearnSkill: ShopCallback<[skill: Skill]>;
  onUnlearnSkill: ShopCallback<[skill: Skill]>;
  /** Asks to try a recipe on the avatar (VendorScreen opens its preview); omitted: no preview button. */
  onPreviewRecipe?: (recipe: Recipe) => void;
}

/** Shop types that teach skills (they show the player's skills and the skills to learn). */
export const skillShopTypes: readonly ShopType[] = [ShopType.SkillsOnly, ShopType.ConsumablesAndSkills];

/** Shop types with no item stock of their own. */
const noStockTypes: readonly ShopType[] = [ShopType.SkillsOnly, ShopType.CosmeticsOnly];

type Confirmation = { kind: 'sell'; item: InventoryGameItem } | { kind: 'craft'; recipe: Recipe };

/**
 * One vendor's page (/shop/{id}): the back link, the vendor, its stock to buy, outfit recipes to
 * craft, skills to learn and the player's skills to unlearn (skill vendors), the player's backpack
 * to sell from (not at the cosmetics vendor) and the reroll button. Selling and crafting ask
 * 'Are you sure?' first; a refused purchase opens the 'No enough cash' dialog.
 */
export function VendorPanel({
  vendor,
  baseInfo,
  onBuy,
  onSell,
  onCraft,
  onReroll,
  onLearnSkill,
  onUnlearnSkill,
  onPreviewRecipe,
}: VendorPanelProps) {
  const { t, language } = useGameTranslation();
  const { run, isBusy } = useBusy();
  const [cashDialogOpen, setCashDialogOpen] = useState(false);
  const { answer, answered } = useAnswer();
  const ids = useId();
  const sectionId = (name: string) => `${ids}-${name}`;

  const gold = baseInfo.baseCurrency;
  // The server's price (5 × level by game-rules.md); the browser never computes it.
  const price = vendor.rerollPrice;
  const showBackpack = vendor.type !== ShopType.CosmeticsOnly;
  // Only what can be sold: the backpack's empty slots say nothing at a vendor.
  const sellable = vendor.backpackItems.filter((item) => !item.isEmpty);
  const showSkills = skillShopTypes.includes(vendor.type);
  const showStock = !noStockTypes.includes(vendor.type) || vendor.vendorItems.length > 0;
  const showRecipes = vendor.type === ShopType.CosmeticsOnly || vendor.outfitRecipes.length > 0;

  /** Buys through the host; the card shows its button busy while the returned Promise runs. */
  const buy = async (item: ShopItem): Promise<void> => {
    const result = await onBuy(item);
    if (result && result.isSuccess === false) setCashDialogOpen(true);
    else answer(t('shop.vendorPanel.done.bought', { name: item.name }));
  };

  /** Selling and crafting ask 'Are you sure?' first; once the host is done, a toast says so. */
  const confirmation = useConfirmedAction(
    answered(
      (next: Confirmation) => (next.kind === 'sell' ? onSell(next.item) : onCraft(next.recipe)),
      ([next]) =>
        next.kind === 'sell'
          ? t('shop.vendorPanel.done.sold', {
              name: next.item.name,
              price: formatNumber(next.item.sellValue, language),
            })
          : t('shop.vendorPanel.done.crafted', { name: next.recipe.name }),
    ),
  );
  const asked = confirmation.asked?.[0];

  const rerollShort = price > gold;
  const rerollHintId = sectionId('reroll-price');

  return (
    <Box className={styles.root}>
      <Box>
        <GameLink to={{ page: 'shop' }}>
          <BackArrow />
          {t('shop.vendorPanel.back')}
        </GameLink>
      </Box>

      <Box as="header" className={styles.hero}>
        <Box className={styles.portrait}>
          <Image
            src={vendorImage(vendor.imagePath, vendor.type)}
            fallbackSrc={vendorArt(vendor.type)}
            alt=""
            aspectRatio="1 / 1"
            radius="large"
            loading="eager"
          />
        </Box>
        <Box className={styles.heroText}>
          <Heading level={1}>{vendor.name}</Heading>
          <Box>
            <Badge tone="brand">{t(shopTypeKey(vendor.type))}</Badge>
          </Box>
          <Text size="small" tone="secondary">
            {`${t('shop.vendorPanel.yourGold')}: `}
            <span className={styles.price}>
              <img className={styles.coin} src={icons.baseCurrency} alt="" width={16} height={16} />
              {formatNumber(gold, language)}
            </span>
          </Text>
        </Box>
        <Box className={styles.heroActions}>
          <Button
            variant="soft"
            loading={isBusy('reroll')}
            aria-describedby={rerollHintId}
            onClick={() =>
              run('reroll', () => onReroll(), { onDone: () => answer(t('shop.vendorPanel.done.rerolled')) })
            }
          >
            {t('shop.vendorPanel.reroll')}
          </Button>
          <VendorPanelPrice amount={price} short={rerollShort} id={rerollHintId} />
        </Box>
      </Box>

      <Box className={cx(styles.layout, !(showBackpack || showSkills) && styles.layoutSingle)}>
        <Box className={styles.column}>
          {showStock ? (
            <VendorPanelSection
              id={sectionId('stock')}
              title={t('shop.vendorPanel.stock')}
              emptyText={t('shop.vendorPanel.emptyStock')}
              listClassName={styles.grid}
              items={vendor.vendorItems}
            >
              {(item) => <ShopItemCard item={item} affordable={item.buyPriceInShop <= gold} onBuy={buy} />}
            </VendorPanelSection>
          ) : null}

          {showRecipes ? (
            <VendorPanelSection
              id={sectionId('recipes')}
              title={t('shop.vendorPanel.recipes')}
              emptyText={t('shop.vendorPanel.emptyRecipes')}
              listClassName={styles.grid}
              items={vendor.outfitRecipes}
            >
              {(recipe) => (
                <VendorPanelRecipe
                  recipe={recipe}
                  onCraft={(next) => confirmation.ask({ kind: 'craft', recipe: next })}
                  onPreview={onPreviewRecipe}
                />
              )}
            </VendorPanelSection>
          ) : null}

          {showSkills ? (
            <VendorPanelSection
              id={sectionId('learn')}
              title={t('shop.vendorPanel.skillsToLearn')}
              emptyText={t('shop.vendorPanel.emptySkillsToLearn')}
              listClassName={styles.list}
              items={vendor.skillItems}
            >
              {(skill) => (
                <SkillCard
                  skill={skill}
                  price={skill.buyPriceInShop}
                  affordable={skill.buyPriceInShop <= gold}
                  onLearn={onLearnSkill}
                  headingLevel={3}
                />
              )}
            </VendorPanelSection>
          ) : null}
        </Box>

        {showBackpack || showSkills ? (
          <Box className={styles.column}>
            {showSkills ? (
              <VendorPanelSection
                id={sectionId('my-skills')}
                title={t('shop.vendorPanel.mySkills')}
                emptyText={t('shop.vendorPanel.emptyMySkills')}
                listClassName={cx(styles.list, styles.listNarrow)}
                items={vendor.mySkillsInventory}
              >
                {(skill) => <SkillCard skill={skill} onUnlearn={onUnlearnSkill} headingLevel={3} compact />}
              </VendorPanelSection>
            ) : null}

            {showBackpack ? (
              <VendorPanelSection
                id={sectionId('backpack')}
                title={t('shop.vendorPanel.backpack')}
                emptyText={t('shop.vendorPanel.emptyBackpack')}
                listClassName={cx(styles.grid, styles.gridNarrow)}
                items={sellable}
              >
                {(item) => (
                  <ItemCard
                    item={item}
                    context="shop"
                    onSell={(next) => confirmation.ask({ kind: 'sell', item: next })}
                  />
                )}
              </VendorPanelSection>
            ) : null}
          </Box>
        ) : null}
      </Box>

      <ConfirmDialog
        {...confirmation.dialog}
        title={t('shop.vendorPanel.confirm.title')}
        message={
          asked?.kind === 'sell'
            ? t('shop.vendorPanel.confirm.sell', {
                name: asked.item.name,
                price: formatNumber(asked.item.sellValue, language),
              })
            : asked?.kind === 'craft'
              ? t('shop.vendorPanel.confirm.craft', { name: asked.recipe.name })
              : ''
        }
        confirmLabel={t('shop.vendorPanel.confirm.yes')}
        cancelLabel={t('shop.vendorPanel.confirm.close')}
      />
      <NotEnoughCashDialog open={cashDialogOpen} onOpenChange={setCashDialogOpen} />
    </Box>
  );
}
