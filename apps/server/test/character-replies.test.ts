import {
  type Character,
  MainInventoryType,
  type RouteData,
  type RouteName,
  replySchema,
  routes,
  ShopType,
} from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, readCharacter, setCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

type CharacterReply<N extends RouteName> = { data: RouteData<N>; myCharacter: Character };

const vendorOfType = (type: ShopType) => {
  const vendor = content.vendors.all.find((candidate) => candidate.shopType === type);
  if (!vendor) throw new Error(`no vendor of type ${type}`);
  return vendor;
};

/**
 * A state-changing call answers with the character after it (`myCharacter`), so the app writes its cache from
 * the reply instead of reading the character again: the reply must be exactly what that read would give, in
 * the language asked for. One player plays a short session through the calls that change the character.
 */
describe.each(databaseVariants())('replies carry the character after the call on $name', (variant) => {
  let server: TestServer;
  // A still clock: action points and health do not regenerate between the call and the read.
  const clock = new Date('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, {
      now: () => clock,
      rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The call's 200 reply checked against its contract, its myCharacter held to a fresh GET /my-character. */
  const expectCharacterAfter = async <N extends RouteName>(
    player: TestPlayer,
    name: N,
    response: LightMyRequestResponse,
  ): Promise<CharacterReply<N>> => {
    expect(response.statusCode, response.body).toBe(200);
    const reply = replySchema(routes[name]).strict().parse(json(response)) as CharacterReply<N>;
    expect(reply.myCharacter, `${name}: the reply's character is the one GET /my-character reads`).toEqual(
      await readCharacter(player, 'de'),
    );
    return reply;
  };

  it('after a stat point, a purchase, equipping, unequipping, a sale, a lesson and a fight', async () => {
    const player = await createPlayer(server, 'de');
    await setCharacter(server, player, {
      level: 30,
      base_currency: 100_000,
      base_force: 400,
      current_health: 100_000,
      health_updated_at: clock,
      action_points: 100,
      action_points_updated_at: clock,
    });
    const post = (path: string, body: object) => player.post(path, { ...body, requestedLang: 'de' });

    const added = await expectCharacterAfter(player, 'addStat', await post('/my-character/add-stat', { id: 1 }));
    expect(added.myCharacter.stats).toEqual(added.data.stats);

    const armourer = vendorOfType(ShopType.ArmorsOnly);
    const shop = await player.get(`/shops/${armourer.num}?lang=de`);
    const wanted = json<{ data: RouteData<'getShop'> }>(shop).data.vendorItems[0];
    if (!wanted) throw new Error('the armourer sells nothing');
    const bought = await expectCharacterAfter(player, 'buyShopItem', await post('/shops/buy', { id: wanted.id }));
    const item = bought.myCharacter.inventoryGameItems.find(
      (entry) => entry.name === wanted.name && entry.mainInventoryType === MainInventoryType.Backpack,
    );
    if (!item) throw new Error('the bought item is not in the backpack');

    const equipped = await expectCharacterAfter(
      player,
      'equipItem',
      await post('/my-character/equipment/equip', { id: item.id }),
    );
    expect(equipped.myCharacter.inventoryGameItems.find((entry) => entry.id === item.id)?.mainInventoryType).toBe(
      MainInventoryType.Inventory,
    );
    await expectCharacterAfter(player, 'unequipItem', await post('/my-character/equipment/unequip', { id: item.id }));
    const sold = await expectCharacterAfter(
      player,
      'sellItem',
      await post('/shops/sell', { inventoryToSellId: item.id, gameNpcId: armourer.num }),
    );
    expect(sold.myCharacter.inventoryGameItems.some((entry) => entry.id === item.id)).toBe(false);

    const trainer = vendorOfType(ShopType.SkillsOnly);
    const lesson = trainer.skillIds
      .map((id) => content.skills.get(id))
      .find((skill) => skill.id !== 'skill.power-strike');
    if (!lesson) throw new Error('the trainer teaches nothing new');
    const learnt = await expectCharacterAfter(
      player,
      'learnSkill',
      await post('/shops/learn-skill', { id: lesson.num }),
    );
    expect(learnt.myCharacter.skills.map((skill) => skill.id)).toContain(lesson.num);
    await expectCharacterAfter(player, 'forgotSkill', await post('/skills/forgot', { id: lesson.num }));

    const enemies = json<{ data: RouteData<'getBattleEnemies'> }>(await player.get('/battle/enemies?lang=de'));
    const monster = enemies.data.monsters[0];
    if (!monster) throw new Error('no monster on offer');
    const fought = await expectCharacterAfter(
      player,
      'commitFight',
      await post('/battle/commit-fight', { id: monster.id }),
    );
    expect(fought.myCharacter.actionPoints).toBeLessThan(100);
  });
});
