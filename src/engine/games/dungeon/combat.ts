import type { RollRecord } from '../../core/dice.ts';
import type { Dice } from '../../core/dice.ts';
import { discard } from '../../core/deck.ts';
import type { GameEvent } from '../../core/events.ts';
import { isDiagonalNeighbour, isOrthogonalNeighbour, type Square } from '../../grid/square.ts';
import { lineOfSight } from '../../grid/sight.ts';
import { count, describeFaces, rollCombatDice } from './combat-dice.ts';
import { item, type ArmourDef, type WeaponDef } from './equipment.ts';
import { heroDef } from './heroes.ts';
import type { DqState, Hero, Monster } from './state.ts';
import { card, medicinesOf } from './treasure-deck.ts';
import { edgeOpen, monsterOf, sightRules, type Table } from './world.ts';

/**
 * Combat with the combat dice: the attacker rolls his attack dice and counts skulls; the defender
 * rolls his defence dice and cancels one skull per shield of his colour (a hero white, a monster
 * black); each skull left takes 1 BP. At 0 BP a hero or a monster dies.
 */

export function weaponOf(hero: Hero): WeaponDef | undefined {
  const id = hero.equipment.find((e) => item(e).kind === 'weapon');
  return id ? (item(id) as WeaponDef) : undefined;
}

export function armourOf(hero: Hero): ArmourDef[] {
  return hero.equipment.map(item).filter((i): i is ArmourDef => i.kind === 'armour');
}

/** In a pitfall a figure rolls one die fewer, but never fewer than one if it had any (GAPS 1.7). */
export function lessInPit(dice: number, inPit: boolean): number {
  return inPit ? Math.max(Math.min(dice, 1), dice - 1) : dice;
}

/** Body armour sets the dice ("Defence 3"), and each other piece adds its bonus (WE-DQ-01). */
export function heroDefence(hero: Hero): number {
  const armour = armourOf(hero);
  const body = armour.find((a) => a.slot === 'body');
  const base = body?.defence ?? heroDef(hero.id).defence;
  return base + armour.reduce((sum, a) => sum + (a.bonus ?? 0), 0);
}

export function heroAttack(hero: Hero, withWeapon: boolean): number {
  const weapon = withWeapon ? weaponOf(hero) : undefined;
  return weapon?.attack ?? heroDef(hero.id).attack;
}

/** Movement dice: two, or one in plate armour. */
export function movementDice(hero: Hero): number {
  return armourOf(hero).find((a) => a.moveDice)?.moveDice ?? 2;
}

/**
 * Whether a blow reaches from one square to another: an orthogonal neighbour with no wall or
 * closed door between; or, for a weapon that strikes diagonally, a diagonal neighbour in sight
 * (so across the corner of an open doorway, but not through the corner of a wall).
 */
export function reaches(table: Table, from: Square, to: Square, diagonal: boolean): boolean {
  if (isOrthogonalNeighbour(from, to)) return edgeOpen(table, from, to);
  if (diagonal && isDiagonalNeighbour(from, to)) return lineOfSight(from, to, sightRules(table));
  return false;
}

export interface Blow {
  attackDice: number;
  defenceDice: number;
  skulls: number;
  shields: number;
  damage: number;
  rolls: RollRecord[];
  /** "3 dice: 2 skulls; Orc 1 defends with 2 dice: 1 black shield". */
  account: string;
}

/** Rolls a blow: attack dice against defence dice, the defender counting shields of his colour. */
export function strike(dice: Dice, attacker: string, defender: string, attackDice: number, defenceDice: number, defenderIsHero: boolean): Blow {
  const attack = rollCombatDice(dice, attackDice, `${attacker} attacks ${defender}`, `${attacker}'s attack`);
  const skulls = count(attack.faces, 'skull');
  const colour = defenderIsHero ? 'white shield' : 'black shield';
  const defence = rollCombatDice(dice, defenceDice, `${defender} defends`, `${defender}'s defence`);
  const shields = count(defence.faces, colour);
  const damage = Math.max(0, skulls - shields);
  const defended = defenceDice === 0 ? `${defender} cannot defend` : `${defender} defends with ${defenceDice} ${defenceDice === 1 ? 'die' : 'dice'}: ${describeFaces(defence.faces)}`;
  return {
    attackDice,
    defenceDice,
    skulls,
    shields,
    damage,
    rolls: [...attack.rolls, ...defence.rolls],
    account: `${attackDice} ${attackDice === 1 ? 'die' : 'dice'}: ${describeFaces(attack.faces)}; ${defended}`,
  };
}

/** The damage line: "1 damage: Orc 1 is killed." */
export function damageLine(name: string, damage: number, bpLeft: number, killed: boolean): string {
  if (damage === 0) return `No damage.`;
  return `${damage} damage: ${killed ? `${name} is killed` : `${name} has ${bpLeft} BP left`}.`;
}

export function woundHero(state: DqState, heroId: Hero['id'], damage: number): { state: DqState; events: GameEvent[]; killed: boolean } {
  const events: GameEvent[] = [];
  let killed = false;
  let deck = state.deck;
  const heroes = state.heroes.map((h) => {
    if (h.id !== heroId || h.dead || damage <= 0) return h;
    const bp = Math.max(0, h.bp - damage);
    if (bp > 0) {
      events.push({ type: 'wounded', text: `${h.name} has ${bp} BP left.`, visibleTo: 'all', data: { hero: h.id, bp } });
      return { ...h, bp };
    }
    // A medicine may be used whenever its holder decides: by post, the bot decides for him.
    // Once used it is set aside (DQ II).
    const medicine = medicinesOf(deck, h.id)[0];
    if (medicine) {
      const def = card(medicine);
      const healed = def.kind === 'medicine' ? (def.heal === 'full' ? h.maxBp : Math.min(h.maxBp, def.heal)) : 1;
      events.push({ type: 'medicine', text: `${h.name} falls to 0 BP and drinks ${def.name} at once: back to ${healed} BP.`, visibleTo: 'all' });
      deck = discard(deck, h.id, medicine)!;
      return { ...h, bp: healed };
    }
    killed = true;
    events.push({ type: 'killed', text: `${h.name} is killed.`, visibleTo: 'all', data: { hero: h.id } });
    return { ...h, bp: 0, dead: true, at: null, inPit: false };
  });
  return { state: { ...state, heroes, deck }, events, killed };
}

export function woundMonster(state: DqState, monsterId: string, damage: number): { state: DqState; killed: boolean; bp: number } {
  let killed = false;
  let left = 0;
  const monsters = state.monsters.map((m): Monster => {
    if (m.id !== monsterId || damage <= 0) return m;
    const bp = Math.max(0, m.bp - damage);
    left = bp;
    if (bp > 0) return { ...m, bp };
    killed = true;
    return { ...m, bp: 0, dead: true, at: null, inPit: false };
  });
  if (damage <= 0) left = state.monsters.find((m) => m.id === monsterId)?.bp ?? 0;
  return { state: { ...state, monsters }, killed, bp: left };
}

export function monsterAttackDice(m: Monster): number {
  return lessInPit(monsterOf(m).attack, m.inPit);
}

export function monsterDefenceDice(m: Monster): number {
  return lessInPit(monsterOf(m).defence, m.inPit);
}
