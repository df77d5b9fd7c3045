import { type InventoryGameItem, MainInventoryType, type Outfit } from '@rpg/contracts';
import { Notice } from '@rpg/design-system';
import { useMemo } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import {
  EmptyState,
  ErrorState,
  HelpDialogButton,
  LoadingState,
  ScreenHeader,
} from '../../shared/ScreenState/index.ts';
import { EquipmentBoard, type EquipmentBoardProps, type InventoryAction } from '../EquipmentBoard/index.ts';
import * as styles from './EquipmentScreen.css.ts';

export interface EquipmentScreenProps {
  /** The inventory list (equipment slots and backpack); `undefined` while loading. */
  data: InventoryGameItem[] | undefined;
  /** Loading failed: shows the error state. */
  error?: boolean;
  /** Offered as "Try again" in the error state. */
  onRetry?: () => void;
  /** Equip a backpack item (POST /my-character/equipment/equip). */
  onEquip: InventoryAction;
  /** Take an item off (POST /my-character/equipment/unequip). */
  onUnequip: InventoryAction;
  /** Drag and drop (POST /my-character/equipment/move with the contract's target), with the predicted inventory. */
  onMove: NonNullable<EquipmentBoardProps['onMove']>;
  /** The character's look, for the avatar and the look-only slots. */
  outfit?: Outfit;
  /** The avatar's accessible name. */
  characterName?: string;
}

/** The /equipment route: the equipped slots and the backpack, with drag and drop between them. */
export function EquipmentScreen({
  data,
  error = false,
  onRetry,
  onEquip,
  onUnequip,
  onMove,
  outfit,
  characterName,
}: EquipmentScreenProps) {
  const { t } = useGameTranslation();
  const backpack = data?.filter((item) => item.mainInventoryType === MainInventoryType.Backpack) ?? [];
  const used = backpack.filter((item) => !item.isEmpty).length;
  const isFull = data !== undefined && backpack.length > 0 && used === backpack.length;
  // The header's words change only with the language: a move does not draw it again.
  const header = useMemo(
    () => (
      <ScreenHeader
        title={t('equipment.screen.title')}
        actions={
          <HelpDialogButton title={t('equipment.screen.helpTitle')}>
            <ul className={styles.helpList}>
              <li>{t('equipment.screen.helpClick')}</li>
              <li>{t('equipment.screen.helpDrag')}</li>
              <li>{t('equipment.screen.helpKeyboard')}</li>
            </ul>
          </HelpDialogButton>
        }
      >
        {t('equipment.screen.intro')}
      </ScreenHeader>
    ),
    [t],
  );

  return (
    <div className={styles.screen}>
      {header}
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={6} label={t('equipment.screen.loading')} />
      ) : (
        <>
          {used === 0 ? (
            <EmptyState
              title={t('equipment.screen.emptyTitle')}
              description={t('equipment.screen.emptyDescription')}
              action={
                <GameLink to={{ page: 'shop' }} variant="button">
                  {t('equipment.screen.shopsLink')}
                </GameLink>
              }
            />
          ) : null}
          {isFull ? (
            <Notice tone="caution" title={t('equipment.screen.fullTitle')}>
              {t('equipment.screen.fullDescription')}
            </Notice>
          ) : null}
          <EquipmentBoard
            items={data}
            outfit={outfit}
            characterName={characterName}
            onEquip={onEquip}
            onUnequip={onUnequip}
            onMove={onMove}
          />
        </>
      )}
    </div>
  );
}
