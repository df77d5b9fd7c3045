import { InventorySlotType, type RouteData, type RouteName, replySchema, routes } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { json, type TestServer } from './app.ts';
import { createPlayer, setCharacter, type TestPlayer } from './players.ts';

/** The data of a successful reply of route `name`, checked against the contract. */
export const replyData = <N extends RouteName>(name: N, response: LightMyRequestResponse): RouteData<N> => {
  expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
  return (replySchema(routes[name]).parse(json(response)) as { data: RouteData<N> }).data;
};

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The seasoned player's set-up found no ${what}`);
  return value;
};

/**
 * A player who has played a while, through the API: a row in every table a player can own.
 * Stock at every vendor, bought equipment in the backpack beside the equipped starter items, a
 * resource, a second learnt skill, a premium item (an unlocked outfit option) and premium time,
 * a monster fight and an arena fight (stored battles; the arena list holds opponents), a travel,
 * an accepted quest and a running adventure. Arena opponents are the other characters: create
 * some first. Leaves the player rich in currencies and action points (`setCharacter` to change).
 */
export const createSeasonedPlayer = async (server: TestServer, now: Date): Promise<TestPlayer> => {
  const player = await createPlayer(server, 'pl');
  const rich = {
    level: 10,
    base_currency: 1_000_000,
    premium_currency: 10_000,
    action_points: 100,
    action_points_updated_at: now,
    base_force: 200,
    current_health: 10_000,
    health_updated_at: now,
  };
  await setCharacter(server, player, rich);
  const body = (extra: object = {}) => ({ requestedLang: 'pl', ...extra });

  const { vendors } = replyData('getShops', await player.get('/shops/list?lang=pl'));
  const details = [];
  for (const vendor of vendors) details.push(replyData('getShop', await player.get(`/shops/${vendor.id}?lang=pl`)));
  const stock = details.flatMap((detail) => detail.vendorItems);
  const equipment = stock.filter((item) => item.inventoryType !== InventorySlotType.None).slice(0, 2);
  expect(equipment, 'equipment on sale').toHaveLength(2);
  for (const item of equipment) replyData('buyShopItem', await player.post('/shops/buy', body({ id: item.id })));
  const resource = found(
    stock.find((item) => item.inventoryType === InventorySlotType.None),
    'a resource on sale',
  );
  replyData('buyShopItem', await player.post('/shops/buy', body({ id: resource.id })));

  const learnt = await server.database.db
    .selectFrom('skills')
    .select('skill_id')
    .where('character_id', '=', player.characterId)
    .execute();
  const skill = found(
    details
      .flatMap((detail) => detail.skillItems)
      .find((candidate) => !learnt.some((row) => row.skill_id === candidate.id)),
    'a skill to learn',
  );
  replyData('learnSkill', await player.post('/shops/learn-skill', body({ id: skill.id })));

  const premium = replyData('getPremiumItems', await player.get('/premium-shop/list?lang=pl'));
  const premiumItem = found(premium.premiumItems[0], 'a premium item');
  replyData('buyPremiumItem', await player.post('/premium-shop/buy-premium-item', body({ id: premiumItem.id })));
  replyData('buyPremiumTime', await player.post('/premium-shop/buy-premium-time?lang=pl'));

  const places = replyData('getLocations', await player.get('/locations?lang=pl'));
  const elsewhere = found(
    places.find((place) => !place.isCurrent),
    'another location',
  );
  replyData('changeLocation', await player.post('/locations/change', body({ id: elsewhere.id })));
  const monster = found(
    replyData('getBattleEnemies', await player.get('/battle/enemies?lang=pl')).monsters[0],
    'a monster',
  );
  replyData('commitFight', await player.post('/battle/commit-fight', body({ id: monster.id })));
  const enemy = found(
    replyData('getArenaBattles', await player.get('/arena/available-battles?requestedLang=pl'))[0],
    'an arena opponent (create another character first)',
  );
  replyData('arenaFight', await player.post('/arena/fight', body({ id: enemy.enemyPlayerId })));

  await setCharacter(server, player, { action_points: 100, action_points_updated_at: now });
  const quest = found(
    replyData('getQuests', await player.get('/quests?lang=pl')).find((candidate) => !candidate.isAccepted),
    'a quest',
  );
  replyData('acceptQuest', await player.post('/quests/accept', body({ id: quest.id })));
  const adventure = found(
    replyData('getAdventures', await player.get('/adventures?lang=pl')).adventures[0],
    'an adventure',
  );
  replyData('acceptAdventure', await player.post('/adventures/accept', body({ id: adventure.id })));
  await setCharacter(server, player, { action_points: 100, action_points_updated_at: now });
  return player;
};
