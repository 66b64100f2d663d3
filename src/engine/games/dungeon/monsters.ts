/**
 * The monsters of the box. Values are the standard US set (GAPS-heroquest §4, confidence H for
 * the US edition); the Japanese cards were not found. With the option `monsterBody=eu` every
 * monster has 1 BP, as in the 1989 European edition. The undead have 0 MP, so Holy Flame finds
 * them defenceless. `figures` is how many the box holds: a quest, or the Demon King placing
 * wandering monsters, cannot field more.
 */

export type MonsterKind = 'goblin' | 'orc' | 'monolizard' | 'skeleton' | 'zombie' | 'mummy' | 'dark-warrior' | 'gargoyle';

export interface MonsterDef {
  kind: MonsterKind;
  name: string;
  move: number;
  attack: number;
  defence: number;
  bp: number;
  mp: number;
  undead: boolean;
  figures: number;
}

export const MONSTERS: readonly MonsterDef[] = [
  { kind: 'goblin', name: 'Goblin', move: 10, attack: 2, defence: 1, bp: 1, mp: 1, undead: false, figures: 6 },
  { kind: 'orc', name: 'Orc', move: 8, attack: 3, defence: 2, bp: 1, mp: 2, undead: false, figures: 8 },
  { kind: 'monolizard', name: 'Monolizard', move: 6, attack: 3, defence: 3, bp: 2, mp: 3, undead: false, figures: 3 },
  { kind: 'skeleton', name: 'Skeleton', move: 6, attack: 2, defence: 2, bp: 1, mp: 0, undead: true, figures: 4 },
  { kind: 'zombie', name: 'Zombie', move: 5, attack: 2, defence: 3, bp: 1, mp: 0, undead: true, figures: 2 },
  { kind: 'mummy', name: 'Mummy', move: 4, attack: 3, defence: 4, bp: 2, mp: 0, undead: true, figures: 2 },
  { kind: 'dark-warrior', name: 'Dark Warrior', move: 7, attack: 4, defence: 4, bp: 3, mp: 3, undead: false, figures: 4 },
  { kind: 'gargoyle', name: 'Gargoyle', move: 6, attack: 4, defence: 5, bp: 3, mp: 4, undead: false, figures: 1 },
];

export const MONSTER_KINDS = MONSTERS.map((m) => m.kind);

export function monsterDef(kind: MonsterKind): MonsterDef {
  return MONSTERS.find((m) => m.kind === kind)!;
}

export function findMonsterKind(text: string): MonsterDef | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, '-');
  return MONSTERS.find((m) => m.kind === wanted || m.name.toLowerCase() === text.trim().toLowerCase());
}

export function startingBody(def: MonsterDef, body: 'us' | 'eu'): number {
  return body === 'eu' ? 1 : def.bp;
}
