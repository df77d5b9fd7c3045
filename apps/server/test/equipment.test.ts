import {
  type InventoryGameItem,
  InventorySlotType,
  inventoryGameItemSchema,
  MainInventoryType,
  replySchema,
  routes,
} from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { characterRows, databaseVariants } from './support/databases.ts';
import { emulatorHost, signUp } from './support/emulator.ts';
import { createPlayer, expectError, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

const { Inventory, Backpack } = MainInventoryType;
const { Helmet, Torso, Weapon1, Weapon2 } = InventorySlotType;
const itemNum = (id: string) => content.items.get(id).num;
const paths = {
  equip: '/my-character/equipment/equip',
  unequip: '/my-character/equipment/unequip',
  move: '/my-character/equipment/move',
} as const;

describe.each(databaseVariants())('equipment routes on $name', (variant) => {
  let server: TestServer;
  let clock = new Date('2026-03-01T12:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, { now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Puts an item straight into the player's inventory; returns its row id. */
  const give = async (player: TestPlayer, item: string, container: number, position: number, rarity = 0) => {
    const row = await server.database.db
      .insertInto('items')
      .values({ character_id: player.characterId, item_id: itemNum(item), rarity, container, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const itemRows = (player: TestPlayer) =>
    server.database.db
      .selectFrom('items')
      .select(['id', 'item_id', 'rarity', 'container', 'position', 'created_at'])
      .where('character_id', '=', player.characterId)
      .orderBy('id')
      .execute();
  const placeOf = async (player: TestPlayer, id: number) => {
    const row = (await itemRows(player)).find((r) => r.id === id);
    return row ? [row.container, row.position] : undefined;
  };
  const starter = async (player: TestPlayer) => {
    const rows = await itemRows(player);
    const find = (item: string) => rows.find((r) => r.item_id === itemNum(item))?.id ?? -1;
    return { sword: find('item.shortsword'), shirt: find('item.linen-shirt') };
  };
  /** Everything a refused request must leave as it was. */
  const snapshot = async (player: TestPlayer) => ({
    characters: await characterRows(server.database),
    items: await itemRows(player),
  });

  const expectInventory = (response: LightMyRequestResponse, route: keyof typeof paths): InventoryGameItem[] => {
    expect(response.statusCode, response.body).toBe(200);
    const name = { equip: 'equipItem', unequip: 'unequipItem', move: 'moveItem' } as const;
    const body = replySchema(routes[name[route]]).strict().parse(json(response));
    const data = z.array(inventoryGameItemSchema).parse(body.data);
    expect(data).toHaveLength(24);
    return data;
  };
  /** The inventory list's entry at an equipment slot or backpack position. */
  const at = (list: InventoryGameItem[], container: number, position: number): InventoryGameItem => {
    const item = container === Inventory ? list[position - 1] : list[4 + position];
    if (!item) throw new Error(`No inventory entry at ${container}:${position}`);
    return item;
  };

  describe('POST equip', () => {
    it('equips a backpack item into its empty slot and the stats follow', async () => {
      const player = await createPlayer(server, 'en');
      const helm = await give(player, 'item.iron-helm', Backpack, 3);
      const list = expectInventory(await player.post(paths.equip, { id: helm, requestedLang: 'en' }), 'equip');
      expect(at(list, Inventory, Helmet)).toMatchObject({
        id: helm,
        name: 'Iron helm',
        isEmpty: false,
        inventoryType: Helmet,
        mainInventoryType: Inventory,
        endurance: 1,
        armor: 4,
      });
      expect(at(list, Backpack, 3)).toMatchObject({ isEmpty: true, mainInventoryType: Backpack });
      expect(await placeOf(player, helm)).toEqual([Inventory, Helmet]);
      const character = await readCharacter(player);
      expect(character.stats).toMatchObject({ enduranceFromItems: 1, armor: 6, healthPoints: 125 });
      expect(character.inventoryGameItems).toEqual(list.map((item) => ({ ...item, name: expect.any(String) })));
    });

    it('swaps the slot’s item into the freed backpack place, keeping both ids', async () => {
      const player = await createPlayer(server);
      const { shirt } = await starter(player);
      const mail = await give(player, 'item.chainmail', Backpack, 5, 2);
      const list = expectInventory(await player.post(paths.equip, { id: mail, requestedLang: 'pl' }), 'equip');
      expect(at(list, Inventory, Torso)).toMatchObject({ id: mail, rarity: 2, armor: 15 });
      expect(at(list, Backpack, 5)).toMatchObject({ id: shirt, mainInventoryType: Backpack, inventoryType: Torso });
      expect(await placeOf(player, mail)).toEqual([Inventory, Torso]);
      expect(await placeOf(player, shirt)).toEqual([Backpack, 5]);
    });

    it('swaps even when every backpack and equipment place is taken', async () => {
      const player = await createPlayer(server);
      const { shirt } = await starter(player);
      await give(player, 'item.iron-helm', Inventory, Helmet);
      await give(player, 'item.round-shield', Inventory, Weapon2);
      const fillers: number[] = [];
      for (let position = 0; position < 20; position++) {
        fillers.push(await give(player, position === 12 ? 'item.plate-cuirass' : 'item.dagger', Backpack, position));
      }
      const cuirass = fillers[12] ?? -1;
      const before = await itemRows(player);
      const list = expectInventory(await player.post(paths.equip, { id: cuirass, requestedLang: 'pl' }), 'equip');
      expect(at(list, Inventory, Torso).id).toBe(cuirass);
      expect(at(list, Backpack, 12).id).toBe(shirt);
      const after = await itemRows(player);
      expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
      expect(after.find((r) => r.id === shirt)).toMatchObject({
        container: Backpack,
        position: 12,
        created_at: before.find((r) => r.id === shirt)?.created_at,
      });
    });

    it('refuses an equipped item (409 item-misplaced) and changes nothing', async () => {
      const player = await createPlayer(server);
      const { sword } = await starter(player);
      const before = await snapshot(player);
      expectError(await player.post(paths.equip, { id: sword, requestedLang: 'pl' }), 409, 'item-misplaced');
      expect(await snapshot(player)).toEqual(before);
    });

    it('answers 404 for an unknown id and for another player’s item, which stays where it is', async () => {
      const [player, other] = [await createPlayer(server), await createPlayer(server)];
      const theirs = await give(other, 'item.iron-helm', Backpack, 0);
      const before = await snapshot(player);
      expectError(await player.post(paths.equip, { id: 987654, requestedLang: 'pl' }), 404, 'not-found');
      const error = expectError(await player.post(paths.equip, { id: theirs, requestedLang: 'pl' }), 404, 'not-found');
      expect(error.field).toBe('id');
      expect(await placeOf(other, theirs)).toEqual([Backpack, 0]);
      expect(await snapshot(player)).toEqual(before);
    });

    it('answers 400 for wrong types and a missing or unknown language', async () => {
      const player = await createPlayer(server);
      const helm = await give(player, 'item.iron-helm', Backpack, 0);
      expectError(await player.post(paths.equip, { id: String(helm), requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post(paths.equip, { id: -1, requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post(paths.equip, { requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post(paths.equip, { id: helm }), 400, 'unsupported-language');
      expectError(await player.post(paths.equip, { id: helm, requestedLang: 'xx' }), 400, 'unsupported-language');
      expectError(await player.post(paths.equip, [helm]), 400, 'bad-request');
      expect(await placeOf(player, helm)).toEqual([Backpack, 0]);
    });

    it('answers 404 character-not-found for an account without a character', async () => {
      const user = await signUp();
      const response = await server.app.inject({
        method: 'POST',
        url: `/api${paths.equip}`,
        headers: { authorization: `Bearer ${user.idToken}` },
        payload: { id: 1, requestedLang: 'pl' },
      });
      expectError(response, 404, 'character-not-found');
    });
  });

  describe('POST unequip', () => {
    it('moves the item to the first free backpack slot', async () => {
      const player = await createPlayer(server, 'en');
      const { sword } = await starter(player);
      await give(player, 'item.dagger', Backpack, 0);
      await give(player, 'item.dagger', Backpack, 2);
      const list = expectInventory(await player.post(paths.unequip, { id: sword, requestedLang: 'en' }), 'unequip');
      expect(at(list, Inventory, Weapon1)).toMatchObject({ isEmpty: true, inventoryType: Weapon1 });
      expect(at(list, Backpack, 1)).toMatchObject({ id: sword, name: 'Short sword' });
      expect(await placeOf(player, sword)).toEqual([Backpack, 1]);
      expect((await readCharacter(player)).stats).toMatchObject({ minDmg: 2, maxDmg: 2 });
    });

    it('refuses a backpack item (409 item-misplaced) and a full backpack (409 backpack-full), changing nothing', async () => {
      const player = await createPlayer(server);
      const { shirt } = await starter(player);
      const dagger = await give(player, 'item.dagger', Backpack, 0);
      let before = await snapshot(player);
      expectError(await player.post(paths.unequip, { id: dagger, requestedLang: 'pl' }), 409, 'item-misplaced');
      expect(await snapshot(player)).toEqual(before);
      for (let position = 1; position < 20; position++) await give(player, 'item.dagger', Backpack, position);
      before = await snapshot(player);
      expectError(await player.post(paths.unequip, { id: shirt, requestedLang: 'pl' }), 409, 'backpack-full');
      expect(await snapshot(player)).toEqual(before);
    });

    it('answers 404 for another player’s item and 400 for bad input', async () => {
      const [player, other] = [await createPlayer(server), await createPlayer(server)];
      const { sword } = await starter(other);
      expectError(await player.post(paths.unequip, { id: sword, requestedLang: 'pl' }), 404, 'not-found');
      expect(await placeOf(other, sword)).toEqual([Inventory, Weapon1]);
      expectError(await player.post(paths.unequip, { id: 1.5, requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post(paths.unequip, { id: sword, requestedLang: 'en-GB' }), 400, 'unsupported-language');
    });

    it('keeps current health at most the new maximum (stored with health_updated_at)', async () => {
      const player = await createPlayer(server);
      const helm = await give(player, 'item.great-helm', Inventory, Helmet);
      // Base 115 + 3 endurance from the helm = 145; full health.
      await setCharacter(server, player, { current_health: 145, health_updated_at: clock });
      expect((await readCharacter(player)).stats).toMatchObject({ currentHealthPoints: 145, healthPoints: 145 });
      clock = new Date(clock.getTime() + 60_000);
      expectInventory(await player.post(paths.unequip, { id: helm, requestedLang: 'pl' }), 'unequip');
      expect((await readCharacter(player)).stats).toMatchObject({ currentHealthPoints: 115, healthPoints: 115 });
      const row = (await characterRows(server.database)).find((r) => r.id === player.characterId);
      expect(row).toMatchObject({ current_health: 115, health_updated_at: clock });
      // Below the new maximum health is kept (and regenerates from where it was).
      await setCharacter(server, player, { current_health: 40, health_updated_at: clock });
      expectInventory(await player.post(paths.equip, { id: helm, requestedLang: 'pl' }), 'equip');
      expectInventory(await player.post(paths.unequip, { id: helm, requestedLang: 'pl' }), 'unequip');
      expect((await readCharacter(player)).stats).toMatchObject({ currentHealthPoints: 40, healthPoints: 115 });
    });

    it('parallel unequips with one free slot: exactly one succeeds, no item is lost', async () => {
      const player = await createPlayer(server);
      const { sword, shirt } = await starter(player);
      for (let position = 0; position < 19; position++) await give(player, 'item.dagger', Backpack, position);
      const responses = await Promise.all(
        [sword, shirt, sword, shirt, sword, shirt].map((id) => player.post(paths.unequip, { id, requestedLang: 'pl' })),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      for (const r of responses.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode, r.body).toBe(409);
        expect(['backpack-full', 'item-misplaced']).toContain(json<{ error: { code: string } }>(r).error.code);
      }
      const rows = await itemRows(player);
      expect(rows).toHaveLength(21);
      expect(rows.filter((r) => r.container === Backpack)).toHaveLength(20);
    });
  });

  describe('POST move', () => {
    it('moves an equipped item to an empty backpack position and back into its slot', async () => {
      const player = await createPlayer(server);
      const { sword } = await starter(player);
      let list = expectInventory(
        await player.post(paths.move, {
          id: sword,
          requestedLang: 'pl',
          target: { mainInventoryType: Backpack, position: 7 },
        }),
        'move',
      );
      expect(at(list, Backpack, 7).id).toBe(sword);
      expect(at(list, Inventory, Weapon1).isEmpty).toBe(true);
      list = expectInventory(
        await player.post(paths.move, {
          id: sword,
          requestedLang: 'pl',
          target: { mainInventoryType: Inventory, inventoryType: Weapon1 },
        }),
        'move',
      );
      expect(at(list, Inventory, Weapon1).id).toBe(sword);
      expect(await placeOf(player, sword)).toEqual([Inventory, Weapon1]);
    });

    it('swaps two backpack items, and a backpack item with the item of its slot', async () => {
      const player = await createPlayer(server);
      const { sword } = await starter(player);
      const a = await give(player, 'item.dagger', Backpack, 0);
      const b = await give(player, 'item.mace', Backpack, 1);
      let list = expectInventory(
        await player.post(paths.move, {
          id: a,
          requestedLang: 'pl',
          target: { mainInventoryType: Backpack, position: 1 },
        }),
        'move',
      );
      expect([at(list, Backpack, 0).id, at(list, Backpack, 1).id]).toEqual([b, a]);
      list = expectInventory(
        await player.post(paths.move, {
          id: b,
          requestedLang: 'pl',
          target: { mainInventoryType: Inventory, inventoryType: Weapon1 },
        }),
        'move',
      );
      expect(at(list, Inventory, Weapon1).id).toBe(b);
      expect(at(list, Backpack, 0).id).toBe(sword);
      // Dropping onto its own place changes nothing.
      const before = await itemRows(player);
      expectInventory(
        await player.post(paths.move, {
          id: a,
          requestedLang: 'pl',
          target: { mainInventoryType: Backpack, position: 1 },
        }),
        'move',
      );
      expect(await itemRows(player)).toEqual(before);
    });

    it('refuses a slot the item does not fit, and a swap whose other item does not fit (409 item-does-not-fit)', async () => {
      const player = await createPlayer(server);
      const { shirt } = await starter(player);
      const helm = await give(player, 'item.iron-helm', Backpack, 4);
      const before = await snapshot(player);
      expectError(
        await player.post(paths.move, {
          id: helm,
          requestedLang: 'pl',
          target: { mainInventoryType: Inventory, inventoryType: Weapon2 },
        }),
        409,
        'item-does-not-fit',
      );
      // The shirt onto the helm's backpack place would put the helm into the torso slot.
      expectError(
        await player.post(paths.move, {
          id: shirt,
          requestedLang: 'pl',
          target: { mainInventoryType: Backpack, position: 4 },
        }),
        409,
        'item-does-not-fit',
      );
      expect(await snapshot(player)).toEqual(before);
      // A torso item there swaps fine.
      const mail = await give(player, 'item.chainmail', Backpack, 5);
      const list = expectInventory(
        await player.post(paths.move, {
          id: shirt,
          requestedLang: 'pl',
          target: { mainInventoryType: Backpack, position: 5 },
        }),
        'move',
      );
      expect(at(list, Inventory, Torso).id).toBe(mail);
      expect(at(list, Backpack, 5).id).toBe(shirt);
    });

    it('answers 404 for another player’s item and 400 for a bad target or language', async () => {
      const [player, other] = [await createPlayer(server), await createPlayer(server)];
      const theirs = await give(other, 'item.dagger', Backpack, 0);
      const { sword } = await starter(player);
      const target = { mainInventoryType: Backpack, position: 3 };
      expectError(await player.post(paths.move, { id: theirs, requestedLang: 'pl', target }), 404, 'not-found');
      expect(await placeOf(other, theirs)).toEqual([Backpack, 0]);
      const before = await snapshot(player);
      for (const bad of [
        { mainInventoryType: Backpack, position: 20 },
        { mainInventoryType: Backpack, position: -1 },
        { mainInventoryType: Inventory, inventoryType: 0 },
        { mainInventoryType: Inventory, inventoryType: 5 },
        { mainInventoryType: 2, position: 1 },
        'backpack',
      ]) {
        expectError(await player.post(paths.move, { id: sword, requestedLang: 'pl', target: bad }), 400, 'bad-request');
      }
      expectError(await player.post(paths.move, { id: sword, requestedLang: 'pl' }), 400, 'bad-request');
      expectError(await player.post(paths.move, { id: sword, target }), 400, 'unsupported-language');
      expect(await snapshot(player)).toEqual(before);
    });

    it('parallel moves of a player’s items never lose or duplicate one', async () => {
      const player = await createPlayer(server);
      const ids = [await give(player, 'item.dagger', Backpack, 0), await give(player, 'item.mace', Backpack, 1)];
      const { sword } = await starter(player);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          player.post(paths.move, {
            id: [...ids, sword][i % 3],
            requestedLang: 'pl',
            target: { mainInventoryType: Backpack, position: i % 4 },
          }),
        ),
      );
      for (const r of responses) expect([200, 409], r.body).toContain(r.statusCode);
      const rows = await itemRows(player);
      expect(rows.map((r) => r.id).sort()).toEqual([...ids, ...Object.values(await starter(player))].sort());
      const places = rows.map((r) => `${r.container}:${r.position}`);
      expect(new Set(places).size).toBe(places.length);
    });
  });
});
