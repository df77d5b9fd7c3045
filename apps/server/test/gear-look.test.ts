import { InventorySlotType, MainInventoryType, type Outfit, outfitSchema, publicCharacterSchema } from '@rpg/contracts';
import { avatarLayers } from '@rpg/game-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../src/content/index.ts';
import { handArt } from '../src/player/gear-look.ts';
import { json, startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, readCharacter, type TestPlayer } from './support/players.ts';

emulatorHost();

const { Inventory, Backpack } = MainInventoryType;
const { Weapon1, Weapon2 } = InventorySlotType;
const itemNum = (id: string) => content.items.get(id).num;
const art = {
  shortsword: avatarLayers.weapon1.shortsword.path,
  longsword: avatarLayers.weapon1.longsword.path,
  oakStaff: avatarLayers.weapon1.oakStaff.path,
  fireStaff: avatarLayers.weapon1.fireStaff.path,
  roundShield: avatarLayers.weapon2.roundShield.path,
  kiteShield: avatarLayers.weapon2.kiteShield.path,
  towerShield: avatarLayers.weapon2.towerShield.path,
  dagger: avatarLayers.weapon2.dagger.path,
};
const hands = (outfit: Outfit) => ({ weapon1: outfit.weapon1, weapon2: outfit.weapon2 });

describe('the avatar’s hands from an item’s art (handArt)', () => {
  it('draws an item by the picture of its family, and nothing for an item with no picture', () => {
    expect(handArt('weapon1', content.items.get('item.shortsword').image)).toBe(art.shortsword);
    expect(handArt('weapon1', content.items.get('item.greatsword').image)).toBe(art.longsword);
    expect(handArt('weapon1', content.items.get('item.frost-staff').image)).toBe(art.oakStaff);
    expect(handArt('weapon2', content.items.get('item.round-shield').image)).toBe(art.roundShield);
    expect(handArt('weapon2', content.items.get('item.dagger').image)).toBe(art.dagger);
    expect(handArt('weapon1', content.items.get('item.longbow').image)).toBe('');
    expect(handArt('weapon2', content.items.get('item.spellbook').image)).toBe('');
    expect(handArt('weapon1', '/images/items/unknown.svg')).toBe('');
  });

  it('has a picture for every shield (so a shield in the hand is always seen)', () => {
    const shields = content.items.all.filter((item) => 'isShield' in item && item.isShield);
    expect(shields.length).toBeGreaterThan(0);
    for (const shield of shields) expect(handArt('weapon2', shield.image), shield.id).not.toBe('');
  });
});

describe.each(databaseVariants())('the avatar draws what is equipped on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(async () => {
    await server?.close();
  });

  const give = async (player: TestPlayer, item: string, container: number, position: number) => {
    const row = await server.database.db
      .insertInto('items')
      .values({ character_id: player.characterId, item_id: itemNum(item), rarity: 0, container, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const equippedId = async (player: TestPlayer, slot: number) => {
    const row = await server.database.db
      .selectFrom('items')
      .select('id')
      .where('character_id', '=', player.characterId)
      .where('container', '=', Inventory)
      .where('position', '=', slot)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const post = async (player: TestPlayer, path: string, body: object) => {
    const response = await player.post(path, { requestedLang: 'pl', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const publicLook = async (viewer: TestPlayer, player: TestPlayer) => {
    const response = await post(viewer, '/characters/get-by-id', { id: player.characterId });
    return publicCharacterSchema.parse(json<{ data: unknown }>(response).data).outfit;
  };

  it('a new hero holds its starter sword and no shield, as the starter look offered at creation shows', async () => {
    const player = await createPlayer(server);
    const character = await readCharacter(player);
    expect(hands(character.outfit)).toEqual({ weapon1: art.shortsword, weapon2: '' });
    const look = await player.get('/my-character/starter-look');
    const offered = outfitSchema.parse(json<{ data: { outfit: unknown } }>(look).data.outfit);
    expect(hands(offered)).toEqual(hands(character.outfit));
    expect(character.stats.blockChance).toBe(0);
  });

  it('a free weapon look chosen at creation does not put a staff or a shield in the hands', async () => {
    const player = await createPlayer(server);
    await post(player, '/my-character/change-outfit', {
      weapon1AppearanceItemId: content.outfits.get('outfit.weapon1.oak-staff').num,
      weapon2AppearanceItemId: content.outfits.get('outfit.weapon2.round-shield').num,
    });
    expect(hands((await readCharacter(player)).outfit)).toEqual({ weapon1: art.shortsword, weapon2: '' });
  });

  it('follows equip and unequip, and every view of the hero agrees', async () => {
    const player = await createPlayer(server);
    const viewer = await createPlayer(server);
    const shield = await give(player, 'item.kite-shield', Backpack, 0);
    const sword = await give(player, 'item.longsword', Backpack, 1);

    await post(player, '/my-character/equipment/equip', { id: shield });
    await post(player, '/my-character/equipment/equip', { id: sword });
    let character = await readCharacter(player);
    expect(hands(character.outfit)).toEqual({ weapon1: art.longsword, weapon2: art.kiteShield });
    expect(character.stats.blockChance).toBeGreaterThan(0);
    expect(await publicLook(viewer, player)).toEqual(character.outfit);

    await post(player, '/my-character/equipment/unequip', { id: await equippedId(player, Weapon1) });
    await post(player, '/my-character/equipment/unequip', { id: await equippedId(player, Weapon2) });
    character = await readCharacter(player);
    expect(hands(character.outfit)).toEqual({ weapon1: '', weapon2: '' });
    expect(await publicLook(viewer, player)).toEqual(character.outfit);
  });

  it('draws an off-hand weapon in the second hand, not a shield', async () => {
    const player = await createPlayer(server);
    const dagger = await give(player, 'item.dagger', Backpack, 0);
    await post(player, '/my-character/equipment/equip', { id: dagger });
    const character = await readCharacter(player);
    expect(hands(character.outfit)).toEqual({ weapon1: art.shortsword, weapon2: art.dagger });
    expect(character.stats.blockChance).toBe(0);
  });

  it('an unlocked weapon look dresses an equipped item of its kind, never an empty hand', async () => {
    const player = await createPlayer(server);
    const fireStaff = content.outfits.get('outfit.weapon1.fire-staff');
    const towerShield = content.outfits.get('outfit.weapon2.tower-shield');
    await server.database.db
      .insertInto('outfit_unlocks')
      .values([
        { character_id: player.characterId, option_id: fireStaff.num, created_at: new Date() },
        { character_id: player.characterId, option_id: towerShield.num, created_at: new Date() },
      ])
      .execute();
    await post(player, '/my-character/change-outfit', {
      weapon1AppearanceItemId: fireStaff.num,
      weapon2AppearanceItemId: towerShield.num,
    });
    // A sword in hand wears the fire staff look; the empty second hand shows no tower shield.
    expect(hands((await readCharacter(player)).outfit)).toEqual({ weapon1: art.fireStaff, weapon2: '' });

    // An off-hand dagger is not a shield: the shield look does not dress it.
    const dagger = await give(player, 'item.dagger', Backpack, 0);
    await post(player, '/my-character/equipment/equip', { id: dagger });
    expect(hands((await readCharacter(player)).outfit).weapon2).toBe(art.dagger);

    // A shield is: it wears the tower shield look.
    const shield = await give(player, 'item.round-shield', Backpack, 1);
    await post(player, '/my-character/equipment/equip', { id: shield });
    expect(hands((await readCharacter(player)).outfit).weapon2).toBe(art.towerShield);
  });
});
