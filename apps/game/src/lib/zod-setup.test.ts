import { describe, expect, it } from 'vitest';

describe('zod-setup', () => {
  it('turns zod’s compiled parsing off for every schema built after it, without importing zod', async () => {
    await import('./zod-setup.ts');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    // A schema built now still parses (interpreted), and rejects what it should.
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Ala' })).toEqual({ id: 1, name: 'Ala' });
    expect(schema.safeParse({ id: '1', name: 'Ala' }).success).toBe(false);
  });
});
