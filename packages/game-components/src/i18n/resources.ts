import type account from '../account/locales/en.json';
import type adventures from '../adventures/locales/en.json';
import type arena from '../arena/locales/en.json';
import type battle from '../battle/locales/en.json';
import type character from '../character/locales/en.json';
import type equipment from '../equipment/locales/en.json';
import type outfit from '../outfit/locales/en.json';
import type premium from '../premium/locales/en.json';
import type quests from '../quests/locales/en.json';
import type ranking from '../ranking/locales/en.json';
import type shell from '../shell/locales/en.json';
import type shop from '../shop/locales/en.json';
import type world from '../world/locales/en.json';
import type { GameArea } from './load.ts';

/** The i18next namespace of the game components. The host app owns the i18next instance and adds these resources. */
export const gameNamespace = 'game';

/**
 * One language's messages: the shared ones (the shell's, src/shell/locales/<lng>.json) plus one
 * subtree per component area (src/<area>/locales/<lng>.json, reached as `t('<area>.<key>')`).
 */
export type GameMessages = typeof shell & {
  [A in GameArea]: {
    account: typeof account;
    adventures: typeof adventures;
    arena: typeof arena;
    battle: typeof battle;
    character: typeof character;
    equipment: typeof equipment;
    outfit: typeof outfit;
    premium: typeof premium;
    quests: typeof quests;
    ranking: typeof ranking;
    shop: typeof shop;
    world: typeof world;
  }[A];
};

/** The suffixes i18next adds to a plural's key for each plural form. */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** A key as it is asked: a plural form's key by its base (the count picks the form). */
type AskedKey<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
/** Every message's dotted key under `Prefix`. */
type MessageKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${AskedKey<K>}` : MessageKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the game namespace (the English file's, which the locale tests hold every language to). */
export type GameKey = MessageKeys<GameMessages>;
