import type {
  ArenaRewards,
  BattleAction,
  BattleKind,
  BattleMonsterRewards,
  BattleResult,
  FightResult,
  Outfit,
  StoredBattle,
} from '@rpg/contracts';

/** A fight as the result and replay views show it, whether just fought or read back as a stored battle. */
export interface BattleView {
  kind: BattleKind;
  /** For the attacker: 0 win, 1 loss, 2 draw. */
  result: BattleResult;
  /** The reader fought it: "you", the rewards. */
  isMine: boolean;
  /** When it was fought, for a stored battle. */
  foughtAt?: string;
  attacker: { name: string; outfit: Outfit | null };
  opponent: { name: string; imagePath: string; outfit: Outfit | null };
  myMaxHealth: number;
  enemyMaxHealth: number;
  actions: BattleAction[];
  monsterRewards: BattleMonsterRewards | null;
  arenaRewards: ArenaRewards | null;
}

/** A fight to show: the reply of POST /battle/commit-fight or a stored battle of GET /battles/{id}. */
export type ShownBattle = FightResult | StoredBattle;

const isStored = (fight: ShownBattle): fight is StoredBattle => 'kind' in fight;

/** One shape for both replies: a fresh monster fight is the reader's own, with its rewards. */
export function battleView(fight: ShownBattle): BattleView {
  if (isStored(fight)) {
    return {
      kind: fight.kind,
      result: fight.result,
      isMine: fight.isMine,
      foughtAt: fight.foughtAt,
      attacker: { name: fight.attacker.name, outfit: fight.attacker.outfit },
      opponent: fight.opponent,
      myMaxHealth: fight.myMaxHealth,
      enemyMaxHealth: fight.enemyMaxHealth,
      actions: fight.actions,
      monsterRewards: fight.battleMonsterRewards,
      arenaRewards: fight.arenaRewards,
    };
  }
  return {
    kind: 'monster',
    result: fight.result,
    isMine: true,
    attacker: { name: '', outfit: fight.myOutfitClientModel },
    opponent: { name: fight.monster.name, imagePath: fight.monster.imagePath, outfit: null },
    myMaxHealth: fight.myMaxHealth,
    enemyMaxHealth: fight.enemyMaxHealth,
    actions: fight.actions,
    monsterRewards: fight.battleMonsterRewards,
    arenaRewards: null,
  };
}
