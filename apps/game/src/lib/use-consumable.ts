import { type ConsumableItem, routeRefs } from '@rpg/contracts';
import { useToast } from '@rpg/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from './act.ts';
import { cacheWrite, useRouteMutation } from './query.ts';
import { useLanguage } from './use-language.ts';

/** The consumable's name without the pouch's count ("Chleb ×3" -> "Chleb"). */
const nameOf = (item: ConsumableItem) =>
  item.count !== undefined && item.count > 1 ? item.name.replace(new RegExp(` ×${item.count}$`), '') : item.name;

/**
 * POST /my-character/use-consumable: the reply (the whole character: health and pouch) replaces the
 * cached character, and a toast (read out politely by screen readers) says what was used and the
 * health now. A refusal (none left, full health) shows its reason in a toast, as every action does.
 * Used where fights start (/battle, /arena) and on /my-character; resolves true when used.
 */
export const useUseConsumable = () => {
  const act = useAct();
  const toast = useToast();
  const { t } = useTranslation();
  const lang = useLanguage();
  const consumeCall = useRouteMutation(routeRefs.useConsumable, {
    updates: (reply) => [cacheWrite(routeRefs.getMyCharacter, {}, () => reply.data)],
  });
  return useCallback(
    (item: ConsumableItem) =>
      act(async () => {
        if (item.id === undefined) return false;
        const reply = await consumeCall({ body: { id: item.id } });
        const format = new Intl.NumberFormat(lang);
        toast.show({
          tone: 'positive',
          message: t('consumable.used', {
            name: nameOf(item),
            current: format.format(reply.data.stats.currentHealthPoints),
            max: format.format(reply.data.stats.healthPoints),
          }),
        });
        return true;
      }),
    [act, consumeCall, toast, t, lang],
  );
};
