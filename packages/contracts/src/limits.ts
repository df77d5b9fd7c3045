/**
 * Constants both ends of a call must agree on (product-spec.md section 9 and the
 * sizes game-rules.md fixes that requests are validated against). Prices, costs and
 * rates are the server's rules, not part of the contract.
 */
export const contractLimits = {
  /** Slots of the backpack: move positions are 0 to backpackSlots - 1. */
  backpackSlots: 20,
  /** Rows of a ranking page the app asks for. */
  rankingPageSize: 10,
  /** Most rows one ranking request may ask for (toTake). */
  rankingMaxPageSize: 50,
  /** The outfit editor's parts. */
  outfitSlots: 7,
  /** Premium point packs on offer (not purchasable yet: no payment provider). */
  premiumPointPacks: [200, 500, 1000],
  /** Below this percent of maximum health, starting a monster or arena fight asks first (game-rules.md). */
  lowHealthPercent: 25,
} as const;
