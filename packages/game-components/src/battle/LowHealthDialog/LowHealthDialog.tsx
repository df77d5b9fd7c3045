import { type ConsumableItem, contractLimits } from '@rpg/contracts';
import { Button, Dialog, Stack, Text } from '@rpg/design-system';
import { ConsumablesList } from '../../character/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { type FightHealth, HealthLine } from '../HealthLine/index.ts';

export interface LowHealthDialogProps {
  open: boolean;
  /** Called with false on cancel, Escape or a click outside (not while the fight starts). */
  onOpenChange: (open: boolean) => void;
  /** The player's health now. */
  health: FightHealth;
  /** The player's consumables: the ones that heal are offered, each with a Use button. */
  consumables: readonly ConsumableItem[];
  /** Use one (POST /my-character/use-consumable); loading while a returned Promise is pending. */
  onUse?: (item: ConsumableItem) => MaybePromise;
  /** Start the fight all the same; loading while a returned Promise is pending. */
  onFightAnyway: () => MaybePromise;
  /** Action points the fight costs, named in the warning. */
  cost: number;
}

/** A consumable the player can use to heal: it has an id and a share of health. */
export const healsHealth = (item: ConsumableItem): boolean =>
  !item.isEmpty && item.id !== undefined && (item.healPercent ?? 0) > 0;

/**
 * Asked before a monster or arena fight below 25% of maximum health (game-rules.md): it says so,
 * offers the consumables that heal (each with its Use button and count), then "fight anyway" or cancel.
 */
export function LowHealthDialog({
  open,
  onOpenChange,
  health,
  consumables,
  onUse,
  onFightAnyway,
  cost,
}: LowHealthDialogProps) {
  const { t, language } = useGameTranslation();
  const [pending, fight] = usePendingAction(onFightAnyway);
  const healing = consumables.filter(healsHealth);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={t('battle.lowHealthDialog.title')}
      description={t('battle.lowHealthDialog.message', {
        current: formatNumber(health.current, language),
        max: formatNumber(health.max, language),
        cost: formatNumber(cost, language),
        percent: formatNumber(contractLimits.lowHealthPercent, language),
      })}
      closeLabel={t('battle.lowHealthDialog.cancel')}
      actions={
        <Button tone="critical" loading={pending} onClick={() => fight()}>
          {t('battle.lowHealthDialog.fightAnyway')}
        </Button>
      }
    >
      <Stack space="medium">
        <HealthLine current={health.current} max={health.max} note={false} />
        {healing.length === 0 ? (
          <Text as="p" tone="secondary">
            {t('battle.lowHealthDialog.nothing')}
          </Text>
        ) : (
          <ConsumablesList
            items={healing}
            onUse={onUse}
            healthFull={health.current >= health.max}
            headingLevel={3}
            title={t('battle.lowHealthDialog.healing')}
          />
        )}
      </Stack>
    </Dialog>
  );
}
