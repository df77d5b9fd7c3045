import { describe, expect, it } from 'vitest';
import { areaCycles, checkBoundaries } from './check-boundaries.mjs';

const graph = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Map(Object.entries(to))]));

describe('the area cycle rule of check-boundaries', () => {
  it('reports each cycle once, as its chain of areas with one file per edge', () => {
    const cycles = areaCycles(
      graph({
        equipment: { shop: 'equipment/ItemCard/ItemCard.tsx' },
        shop: {
          equipment: 'shop/RecipePreviewDialog/RecipePreviewDialog.tsx',
          character: 'shop/VendorPanel/VendorPanel.tsx',
        },
        character: { equipment: 'character/CharacterScreen/CharacterScreen.tsx' },
      }),
    );
    expect(cycles).toHaveLength(2);
    expect(cycles[0]).toContain(
      'character -> equipment -> shop -> character (character -> equipment: character/CharacterScreen/CharacterScreen.tsx; equipment -> shop: equipment/ItemCard/ItemCard.tsx; shop -> character: shop/VendorPanel/VendorPanel.tsx)',
    );
    expect(cycles[1]).toContain(
      'equipment -> shop -> equipment (equipment -> shop: equipment/ItemCard/ItemCard.tsx; shop -> equipment: shop/RecipePreviewDialog/RecipePreviewDialog.tsx)',
    );
  });

  it('passes an acyclic graph', () => {
    expect(
      areaCycles(graph({ character: { equipment: 'a.tsx' }, shop: { character: 'b.tsx', equipment: 'c.tsx' } })),
    ).toEqual([]);
  });

  it('finds no cycle in the repository', () => {
    expect(checkBoundaries().filter((problem) => problem.includes('cycle'))).toEqual([]);
  });
});
