/**
 * Using a consumable (game-rules.md, Health and consumables): it restores its share of maximum
 * health at once, never above the maximum.
 */

/** Health restored by a consumable healing `healPercent`% of `maxHealth`: at least 1 point for any share. */
export const healAmount = (maxHealth: number, healPercent: number): number =>
  healPercent <= 0 || maxHealth <= 0 ? 0 : Math.max(1, Math.round((maxHealth * healPercent) / 100));

/** Health after using a consumable: `current` plus its share of the maximum, capped at the maximum. */
export const healthAfterConsumable = (current: number, maxHealth: number, healPercent: number): number =>
  Math.min(maxHealth, current + healAmount(maxHealth, healPercent));

/** A consumable the rules give a use: it heals. Only these are sold (a consumable with no use is not). */
export const heals = (item: { readonly kind: string; readonly effect?: { readonly healPercent: number } }): boolean =>
  item.kind === 'consumable' && (item.effect?.healPercent ?? 0) > 0;
