/**
 * The smoke test: one new player plays EVERY call of the contract against a running server, through
 * the contract's client as the app does, and each answer is checked against the contract: a success
 * against the route's reply schema (strictly), a refusal against the error catalogue with the code
 * the rules say.
 *
 *   node --import tsx scripts/smoke/play.ts [--api http://127.0.0.1:3000/api] [--emulator 127.0.0.1:9099]
 *
 * Exits 1 at the first answer that is not what the rules say, naming the call.
 */
import {
  type Character,
  type ErrorCode,
  InventorySlotType,
  MainInventoryType,
  type OutfitPart,
  type RouteName,
  routeNames,
  routePath,
  routes,
  ShopType,
  type StarterLook,
  Stat,
} from '@rpg/contracts';
import { type ApiClient, ApiError, ContractError, createApiClient, signUpInEmulator } from '@rpg/contracts/client';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const api = argument('api', process.env.SMOKE_API_URL ?? 'http://127.0.0.1:3000/api').replace(/\/$/, '');
const emulator = argument('emulator', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099');

const played = new Set<RouteName>();
let calls = 0;

class SmokeFailure extends Error {}

/** Signs a new player up in the Auth emulator; the contract's client plays as it. */
const signUp = async (): Promise<ApiClient> => {
  const { idToken } = await signUpInEmulator({
    host: emulator,
    email: `smoke-${Date.now()}-${process.pid}@example.com`,
    password: 'smoke-password',
    fetch,
  });
  // Strict: a reply field the contract does not name fails the smoke test too.
  return createApiClient({ baseUrl: api, getToken: async () => idToken, fetch, validateReplies: 'strict' });
};

type Expect = 'ok' | ErrorCode | readonly (ErrorCode | 'ok')[];
type Input = { params?: Record<string, number>; query?: Record<string, string>; body?: unknown };

/** What a call came to: the reply body, or the error the client threw. */
const outcomeOf = (answer: Promise<unknown>) =>
  answer.then(
    (reply) => ({ reply, error: undefined }),
    (error: unknown) => ({ reply: undefined, error }),
  );

/**
 * The player's calls: `call(name, input, expect)` calls a route, `expect` being what the rules allow here
 * ('ok' or error codes). Returns the reply body of a success (validated), or undefined for an allowed refusal.
 */
const callsOf =
  (player: ApiClient) =>
  async <N extends RouteName>(
    name: N,
    input: Input = {},
    expect: Expect = 'ok',
    // biome-ignore lint/suspicious/noExplicitAny: the reply's shape is checked by the route's schema at run time
  ): Promise<any> => {
    const route = routes[name];
    calls++;
    played.add(name);
    const { reply, error } = await outcomeOf(player.request(route, input));
    const allowed = new Set<string>(typeof expect === 'string' ? [expect] : expect);
    const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
    const label = `${route.method} ${routePath(route, input.params)}${query}`;
    if (error instanceof ContractError) throw new SmokeFailure(`${label}: ${error.message}`);
    if (error !== undefined && !(error instanceof ApiError)) throw error;
    if (!error) {
      if (!allowed.has('ok')) throw new SmokeFailure(`${label}: ok, but the rules say ${[...allowed].join(' or ')}`);
      console.log(`  ✓ ${label} ok`);
      return reply;
    }
    if (!error.error) throw new SmokeFailure(`${label}: ${error.status} without the JSON error body: ${error.body}`);
    const { code, message } = error.error;
    if (!allowed.has(code)) throw new SmokeFailure(`${label}: ${error.status} ${code} (${message})`);
    console.log(`  ✓ ${label} ${error.status} ${code}`);
    return undefined;
  };

const play = async () => {
  console.log(`Smoke: one player plays every call against ${api}`);
  const call = callsOf(await signUp());
  const lang = 'pl' as const;
  const requestedLang = lang;

  await call('getMyCharacter', { query: { lang } }, 'character-not-found');
  // Creation: the starter look first (no character yet), then name + the last option of each part.
  const offer = (await call('getStarterLook')).data as StarterLook;
  const last = (part: OutfitPart) => part.items[part.items.length - 1]?.id;
  const look = {
    hairAppearanceItemId: last(offer.outfitsItems.hairs),
    eyesAppearanceItemId: last(offer.outfitsItems.eyes),
  };
  const name = `Smok${Date.now().toString(36).slice(-6)}`;
  // An eyes option offered as the bottom: no option of that part, nothing created.
  const misplaced = { legsAppearanceItemId: look.eyesAppearanceItemId };
  await call('createMyCharacter', { body: { requestedLang, name, look: misplaced } }, 'not-found');
  let character: Character = (await call('createMyCharacter', { body: { requestedLang, name, look } })).data;
  if (
    character.outfitsItems.hairs.items[character.outfitsItems.hairs.CurrentIndex ?? -1]?.id !==
    look.hairAppearanceItemId
  )
    throw new SmokeFailure('POST /my-character: the character does not wear the hair chosen at creation');
  await call('createMyCharacter', { body: { requestedLang, name: '' } });
  await call('createMyCharacter', { body: { requestedLang, name: `${name}x` } }, 'character-exists');
  character = (await call('getMyCharacter', { query: { lang: 'en' } })).data;
  await call('addStat', { body: { id: Stat.Endurance, requestedLang } });
  await call('changeName', { body: { ...character, name: `${name}_2`, requestedLang } });
  const hairs = character.outfitsItems.hairs.items;
  await call('changeOutfit', { body: { hairAppearanceItemId: hairs[hairs.length - 1]?.id, requestedLang } });

  // Shops: buy the cheapest item a weapon smith has, wear it, take it off, move it, sell it.
  const vendors = (await call('getShops', { query: { lang } })).data.vendors as { id: number; type: number }[];
  const smith = vendors.find((vendor) => vendor.type === ShopType.WeaponsOnly) ?? vendors[0];
  if (!smith) throw new SmokeFailure('The shop list is empty.');
  const shop = (await call('getShop', { params: { id: smith.id }, query: { lang } })).data;
  const cheapest = [...shop.vendorItems]
    .filter((item: { isAvailable: boolean }) => item.isAvailable)
    .sort((a: { buyPriceInShop: number }, b: { buyPriceInShop: number }) => a.buyPriceInShop - b.buyPriceInShop)[0];
  const bought = await call('buyShopItem', { body: { id: cheapest.id, requestedLang } });
  const mine = (bought.data.inventory as { id: number; isEmpty: boolean; mainInventoryType: number }[]).find(
    (item) => !item.isEmpty && item.mainInventoryType === MainInventoryType.Backpack,
  );
  if (bought.isSuccess && mine) {
    const inventory = (await call('equipItem', { body: { id: mine.id, requestedLang } })).data;
    await call('unequipItem', { body: { id: mine.id, requestedLang } }, ['ok', 'backpack-full']);
    await call('moveItem', {
      body: { id: mine.id, requestedLang, target: { mainInventoryType: MainInventoryType.Backpack, position: 19 } },
    });
    await call('sellItem', { body: { inventoryToSellId: mine.id, requestedLang, gameNpcId: smith.id } });
    void inventory;
  } else {
    // Too poor for anything: the buy said so; play the equipment calls on the starter sword.
    const sword = character.inventoryGameItems.find(
      (item) => item.inventoryType === InventorySlotType.Weapon1 && !item.isEmpty,
    );
    if (!sword) throw new SmokeFailure('No starter weapon.');
    await call('unequipItem', { body: { id: sword.id, requestedLang } });
    await call('equipItem', { body: { id: sword.id, requestedLang } });
    await call('moveItem', {
      body: { id: sword.id, requestedLang, target: { mainInventoryType: MainInventoryType.Backpack, position: 3 } },
    });
    await call('sellItem', { body: { inventoryToSellId: sword.id, requestedLang, gameNpcId: smith.id } });
  }
  await call('rollShop', { body: { id: smith.id, requestedLang } }, ['ok', 'not-enough-currency']);

  // Skills: a skill vendor's lessons, the starter skill active, forgetting it refused.
  const trainer = vendors.find((vendor) => vendor.type === ShopType.SkillsOnly) ?? smith;
  const lessons = (await call('getShop', { params: { id: trainer.id }, query: { lang } })).data;
  const lesson = lessons.skillItems.find((skill: { isAvailableToLearn: boolean }) => !skill.isAvailableToLearn);
  if (lesson) await call('learnSkill', { body: { id: lesson.id, requestedLang } }, ['ok', 'not-enough-currency']);
  const starter = character.skills[0];
  if (!starter) throw new SmokeFailure('No starter skill.');
  await call('makeSkillActive', { body: { id: starter.id, requestedLang } });
  await call('forgotSkill', { body: { id: starter.id, requestedLang } }, 'skill-active');

  // The tailor: preview and craft (no resources yet).
  const tailor = vendors.find((vendor) => vendor.type === ShopType.CosmeticsOnly);
  if (tailor) {
    const tailorShop = (await call('getShop', { params: { id: tailor.id }, query: { lang } })).data;
    const recipe = tailorShop.outfitRecipes[0];
    if (recipe) {
      await call('previewCosmeticItem', { body: { id: recipe.id, requestedLang } });
      await call('craftCosmetic', { body: { id: recipe.id, requestedLang } }, 'missing-resources');
    }
  }

  // The world: travel, fight, roll.
  const locations = (await call('getLocations', { query: { lang } })).data as {
    id: number;
    isCurrent: boolean;
    requiredStamina: number;
  }[];
  const next = locations
    .filter((location) => !location.isCurrent)
    .sort((a, b) => a.requiredStamina - b.requiredStamina)[0];
  if (next) await call('changeLocation', { body: { id: next.id, requestedLang } });
  const enemies = (await call('getBattleEnemies', { query: { lang } })).data;
  const monster = enemies.monsters[0];
  const fought = monster
    ? await call('commitFight', { body: { id: monster.id, requestedLang } }, ['ok', 'not-enough-action-points'])
    : undefined;
  // The fight has its own address: reading it back (as a reload would) shows the same fight, never a new one.
  if (fought) {
    const stored = (await call('getBattle', { params: { id: fought.data.battleId }, query: { lang: 'en' } })).data;
    if (!stored.isMine || stored.result !== fought.data.result || stored.actions.length !== fought.data.actions.length)
      throw new SmokeFailure(`GET /battles/${fought.data.battleId} is not the fight commit-fight answered.`);
  }
  // Health: buy the cheapest healing food or potion at an inn and use it (hurt after the fight, or at
  // full health: 409 health-full, nothing spent); one not in the pouch is 409 consumable-not-owned.
  const inn = vendors.find((vendor) => vendor.type === ShopType.ConsumablesOnly);
  if (!inn) throw new SmokeFailure('No vendor sells consumables.');
  const innShop = (await call('getShop', { params: { id: inn.id }, query: { lang } })).data;
  const food = [...innShop.vendorItems]
    .filter((item: { isAvailable: boolean }) => item.isAvailable)
    .sort((a: { buyPriceInShop: number }, b: { buyPriceInShop: number }) => a.buyPriceInShop - b.buyPriceInShop)[0];
  if (food) await call('buyShopItem', { body: { id: food.id, requestedLang } });
  const pouch = ((await call('getMyCharacter', { query: { lang } })).data as Character).consumableItems;
  const healing = pouch.find((item) => item.id !== undefined && (item.healPercent ?? 0) > 0);
  if (!healing?.id) throw new SmokeFailure('The inn sold no consumable that heals, or the pouch does not show it.');
  await call('useConsumable', { body: { id: healing.id, requestedLang } }, ['ok', 'health-full']);
  await call('useConsumable', { body: { id: 999_999, requestedLang } }, 'consumable-not-owned');
  // Someone's first battle (the first player's, when this is the second), and one that does not exist.
  await call('getBattle', { params: { id: 1 } }, ['ok', 'not-found']);
  await call('getBattle', { params: { id: 2 ** 31 - 1 } }, 'not-found');
  await call('rollBattleEnemies', {}, ['ok', 'roll-limit']);

  // The arena (opponents exist once other players do).
  const arena = (await call('getArenaBattles', { query: { requestedLang } })).data as {
    enemyPlayerId: number;
  }[];
  if (arena[0]) {
    const arenaFought = await call('arenaFight', { body: { id: arena[0].enemyPlayerId, requestedLang } }, [
      'ok',
      'not-enough-action-points',
    ]);
    if (arenaFought) {
      const stored = (await call('getBattle', { params: { id: arenaFought.data.battleId } })).data;
      if (stored.kind !== 'arena' || stored.arenaRewards?.honourPoints !== arenaFought.data.honourPoints)
        throw new SmokeFailure(`GET /battles/${arenaFought.data.battleId} is not the arena fight it stored.`);
    }
  } else {
    await call('arenaFight', { body: { id: 999_999, requestedLang } }, 'not-found');
  }
  await call('arenaRoll', {}, ['ok', 'roll-limit']);

  // Quests: accept, cancel, accept again, return too early, roll.
  const quests = (await call('getQuests', { query: { lang } })).data as { id: number; isAccepted: boolean }[];
  const quest = quests.find((entry) => !entry.isAccepted);
  if (!quest) throw new SmokeFailure('No quest offered.');
  await call('acceptQuest', { body: { id: quest.id, requestedLang } }, ['ok', 'not-enough-action-points']);
  await call('cancelQuest', { body: { id: quest.id, requestedLang } }, ['ok', 'quest-not-accepted']);
  await call('returnDoneQuest', { body: { id: quest.id, requestedLang } }, ['quest-not-done', 'quest-not-accepted']);
  await call('rollQuests', {}, ['ok', 'not-enough-currency']);

  // Adventures: set out, too early to collect, cancel.
  const adventures = (await call('getAdventures', { query: { lang } })).data;
  const adventure = adventures.adventures[0];
  if (adventure) {
    await call('acceptAdventure', { body: { id: adventure.id, requestedLang } }, ['ok', 'not-enough-action-points']);
    await call('retriveAdventure', { body: { requestedLang } }, ['adventure-in-progress', 'no-adventure', 'ok']);
    await call('cancelAdventure', { body: { requestedLang } }, ['ok', 'no-adventure']);
  }

  // The ranking and another player's view.
  const ranking = (await call('getRankingPage', { body: { currentPage: 1, toTake: 10 } })).data;
  const someone = ranking.data[0];
  if (someone) await call('getCharacterById', { body: { id: someone.id, requestedLang } });

  // Premium: the list, a preview, buying (a starter has 50 gems), the history.
  const premium = (await call('getPremiumItems', { query: { lang } })).data;
  const cosmetic = premium.premiumItems[0];
  if (cosmetic) {
    await call('previewPremiumItem', { body: { id: cosmetic.id, requestedLang } });
    await call('buyPremiumItem', { body: { id: cosmetic.id, requestedLang } });
  }
  await call('buyPremiumTime', {});
  await call('getPremiumHistory', { query: { lang } });

  const missing = routeNames.filter((route) => !played.has(route));
  if (missing.length > 0) throw new SmokeFailure(`Calls the smoke test did not play: ${missing.join(', ')}`);
  console.log(`Smoke: ${calls} calls, all ${routeNames.length} routes of the contract, every answer as the rules say.`);
};

try {
  await play();
} catch (error) {
  console.error(`✖ Smoke: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
