import type { Recipe } from '@rpg/contracts';

/** One resource a recipe uses: how many it needs and, when the server said, how many the player holds. */
export interface RecipeNeed {
  id: number;
  name: string;
  imagePath: string;
  need: number;
  /** The player's count of it (the server's `held`); undefined when the reply did not carry it. */
  held: number | undefined;
}

/** The recipe's resources counted: the contract lists one entry per unit needed ("Feather, Feather" is 2 feathers). */
export const recipeNeeds = (recipe: Recipe): RecipeNeed[] => {
  const counted = new Map<number, RecipeNeed>();
  for (const item of recipe.requiredItems) {
    const known = counted.get(item.id);
    if (known) known.need += 1;
    else counted.set(item.id, { id: item.id, name: item.name, imagePath: item.imagePath, need: 1, held: item.held });
  }
  return [...counted.values()];
};

/** The player lacks some resource (only when the server said what they hold; else the server decides). */
export const isShort = (need: RecipeNeed) => need.held !== undefined && need.held < need.need;

/** Every resource the recipe uses is there, as far as the reply tells. */
export const canCraft = (recipe: Recipe) => !recipeNeeds(recipe).some(isShort);
