import { content, isStackItem } from '../../content/index.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteHandler } from '../../http/routes.ts';
import { languageChange } from '../../player/language.ts';
import { updateCharacter, withPlayer } from '../../player/state.ts';
import { baseStatsOf, characterOf, equippedOf } from '../../player/view.ts';
import { combatStats } from '../../rules/character.ts';
import { healthAfterConsumable } from '../../rules/consumables.ts';
import { healthAt } from '../../rules/timers.ts';

const notOwned = (id: number) =>
  new AppError('consumable-not-owned', `There is no consumable with id ${id} left in the pouch.`, { field: 'id' });

/**
 * POST /my-character/use-consumable (game-rules.md, Health and consumables): one consumable of the
 * pouch restores its share of maximum health at once, never above the maximum, and counts one down.
 * In one transaction with the character locked (withPlayer), so two uses of the last one spend it
 * once: the second finds none left (409 consumable-not-owned). At full health: 409 health-full. A
 * refusal is thrown before anything is written, so nothing is spent. Replies with the whole character.
 */
export const useConsumable: RouteHandler<'useConsumable'> = async ({ db, uid, body, language, now }) =>
  withPlayer(db, uid, async (tx, player) => {
    const row = player.character;
    const item = content.items.findByNum(body.id);
    const owned = player.resources.find((resource) => resource.item_id === body.id);
    if (!item || !isStackItem(item) || item.kind !== 'consumable' || !owned || owned.quantity <= 0) {
      throw notOwned(body.id);
    }
    if (item.effect.healPercent <= 0) {
      throw new AppError('bad-request', `${item.id} restores no health: the rules give it no use.`, { field: 'id' });
    }
    const max = combatStats(baseStatsOf(row), row.level, equippedOf(player.items)).healthPoints;
    const health = healthAt({ current: row.current_health, updatedAt: row.health_updated_at }, max, now);
    if (health.current >= max) {
      throw new AppError('health-full', 'The character is at full health: nothing to restore, nothing was used.', {
        field: 'id',
      });
    }
    // One counted down; the last one of a kind leaves the pouch (the quantity is never 0).
    if (owned.quantity > 1) {
      await tx
        .updateTable('resources')
        .set({ quantity: owned.quantity - 1 })
        .where('character_id', '=', row.id)
        .where('item_id', '=', item.num)
        .execute();
    } else {
      await tx.deleteFrom('resources').where('character_id', '=', row.id).where('item_id', '=', item.num).execute();
    }
    const character = await updateCharacter(
      tx,
      row,
      {
        current_health: healthAfterConsumable(health.current, max, item.effect.healPercent),
        health_updated_at: health.updatedAt,
        ...languageChange(row, language),
      },
      now,
    );
    const resources = player.resources
      .map((resource) => (resource.item_id === item.num ? { ...resource, quantity: resource.quantity - 1 } : resource))
      .filter((resource) => resource.quantity > 0);
    return { data: characterOf({ ...player, character, resources }, language.of(row), now) };
  });
