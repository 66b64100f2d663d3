import { discard } from '../../core/deck.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/events.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { parseEdge } from '../../grid/edges.ts';
import { parseLabel } from '../../grid/labels.ts';
import { lineOfSight } from '../../grid/sight.ts';
import { chebyshev, isOrthogonalNeighbour, sameSquare, squareKey } from '../../grid/square.ts';
import { count, describeFaces, rollCombatDice } from './combat-dice.ts';
import { damageLine, heroAttack, lessInPit, monsterDefenceDice, reaches, strike, weaponOf, woundMonster } from './combat.ts';
import { findItem, item } from './equipment.ts';
import { monsterInSight, reveal, revealedSet } from './fog.ts';
import { heroDef, SPELLS, type SpellId } from './heroes.ts';
import { planHeroMove, walkHero } from './movement.ts';
import { chooseArea, trapSearch, treasureSearch } from './search.ts';
import type { DqState, Hero, HeroTurn, Monster } from './state.ts';
import { card, medicinesOf } from './treasure-deck.ts';
import { at, doorOpen, findFigure, listed, monsterOf, sightRules, trapAt, type Table } from './world.ts';

/**
 * A hero's turn (DQ, Intermediate Rules): one action from (a), a move or a Heal Potion, and one
 * from (b), combat, magic or a search, in either order. A move may take several orders while
 * movement is left, but it cannot be split around action (b). Opening a door and using a
 * medicine cost no action.
 */

export interface Acted {
  state: DqState;
  events: GameEvent[];
  /** His turn is over: he said so, a trap caught him, or he died. */
  endsTurn: boolean;
}

type Outcome = Result<Acted>;

function patchHero(state: DqState, id: Hero['id'], change: (h: Hero) => Hero): DqState {
  return { ...state, heroes: state.heroes.map((h) => (h.id === id ? change(h) : h)) };
}

function withTurn(state: DqState, change: Partial<HeroTurn>): DqState {
  return { ...state, heroTurn: { ...state.heroTurn, ...change } };
}

export function canMove(t: HeroTurn): boolean {
  return (t.a === null || t.a === 'move') && !t.moveOver && t.moveLeft > 0;
}

/** "He may still move (5 squares), fight, cast or search, or /done." */
export function stillAllowed(state: DqState, hero: Hero): string {
  const t = state.heroTurn;
  const can: string[] = [];
  if (canMove(t)) can.push(`move (${t.moveLeft} square${t.moveLeft === 1 ? '' : 's'} left)`);
  if (t.a === null && hero.equipment.includes('heal-potion')) can.push('drink a Heal Potion instead of moving');
  if (t.b === null) can.push(heroDef(hero.id).spells === 'none' ? 'fight or search' : 'fight, cast a spell or search');
  return `${hero.name} may still ${listed([...can, 'end his turn with /done'])}.`;
}

const ACTION_B = { attack: 'fought', magic: 'cast a spell', search: 'searched' } as const;

function actionB(state: DqState, hero: Hero): string | null {
  const used = state.heroTurn.b;
  if (used === null) return null;
  return `${hero.name} has already ${ACTION_B[used]} this turn: one action from (b), combat, magic or a search, a turn. ${stillAllowed(state, hero)}`;
}

/** After action (b), a move already begun is over: it cannot be split around the action. */
function tookB(state: DqState, kind: NonNullable<HeroTurn['b']>): DqState {
  return withTurn(state, { b: kind, moveOver: state.heroTurn.moveOver || state.heroTurn.a === 'move' });
}

/**
 * Getting out from under a fallen rock (DQ III, the Crush): the hero goes to the open square he
 * chooses among those the trap left him; his turn then ends.
 */
export function heroRetreat(table: Table, hero: Hero, order: { to: string }): Outcome {
  const { state } = table;
  if (!state.pending) return err('Nobody is under a rock: /retreat answers a crush trap.');
  const options = state.pending.options.map(at);
  const to = parseLabel(order.to);
  if (!to || !state.pending.options.some((s) => sameSquare(s, to))) return err(`${hero.name} can get out from under the rock to ${listed(options)} only.`);
  const next = { ...patchHero(state, hero.id, (h) => ({ ...h, at: to })), pending: null };
  const seen = reveal({ ...table, state: next }, hero.name);
  return ok({ state: seen.table.state, events: [{ type: 'pushed', text: `${hero.name} scrambles out to ${at(to)}.`, visibleTo: 'all' }, ...seen.events], endsTurn: true });
}

/** While a hero is under a rock, that comes first: the refusal any other order of his reads. */
export function underRock(state: DqState, hero: Hero): string | undefined {
  if (!state.pending) return undefined;
  return `First ${hero.name} must get out from under the rock: /retreat unit:${hero.name} to: one of ${listed(state.pending.options.map(at))}.`;
}

function isMe(hero: Hero, text: string): boolean {
  const t = text.trim().toLowerCase();
  return t === hero.name.toLowerCase() || t === hero.id;
}

export function heroMove(table: Table, hero: Hero, order: { unit: string; to: string; via?: string[] | undefined }, dice: Dice): Outcome {
  const { state } = table;
  if (!isMe(hero, order.unit)) return err(`It is ${hero.name}'s turn: he moves himself (/move unit:${hero.name}).`);
  const t = state.heroTurn;
  if (t.a === 'potion') return err(`${hero.name} drank a Heal Potion instead of moving this turn. ${stillAllowed(state, hero)}`);
  if (t.moveOver) {
    const why = t.b ? `a move cannot be split around action (b), and he has ${ACTION_B[t.b]} since he began it` : 'it ended when he disarmed a trap';
    return err(`${hero.name}'s move is over: ${why}. ${stillAllowed(state, hero)}`);
  }
  if (t.moveLeft <= 0) return err(`${hero.name} has no movement left this turn (he rolled ${t.moveRoll}). ${stillAllowed(state, hero)}`);
  const to = parseLabel(order.to)!;
  const legs = [...(order.via ?? []).map((v) => parseLabel(v)!), to];
  if (legs.length === 1 && sameSquare(to, hero.at!)) return err(`${hero.name} is already on ${at(to)}.`);
  // Each leg is planned with what the heroes see when the one before it ends: a hero looks
  // round the corner he was sent to before he goes on.
  let current = table;
  let left = t.moveLeft;
  let caught = false;
  const events: GameEvent[] = [];
  for (let i = 0; i < legs.length; i++) {
    const goal = legs[i]!;
    const me = current.state.heroes.find((h) => h.id === hero.id)!;
    if (sameSquare(goal, me.at!)) continue;
    const plan = planHeroMove(current, me, goal, [], left);
    if (!plan.ok) {
      if (i === 0) return plan;
      events.push({ type: 'move', text: `${me.name} stops at ${at(me.at!)}: from there he sees no way on to ${at(goal)} with ${left} square${left === 1 ? '' : 's'} of movement.`, visibleTo: 'all' });
      break;
    }
    const walked = walkHero(current, hero.id, plan.value.steps, dice);
    current = { ...current, state: walked.state };
    left = Math.max(0, left - walked.spent);
    events.push(...walked.events);
    const after = walked.state.heroes.find((h) => h.id === hero.id)!;
    if (walked.caught || after.dead || !after.at || !sameSquare(after.at, goal)) {
      caught = walked.caught;
      break;
    }
  }
  const walkedHero = current.state.heroes.find((h) => h.id === hero.id)!;
  let next = withTurn(current.state, { a: 'move', moveLeft: left, path: [...(t.path.length ? t.path : [hero.at!]), ...(walkedHero.at ? [walkedHero.at] : [])] });
  if (caught) next = withTurn(next, { moveOver: true });
  // Under a rock with a choice of squares, he must choose before his turn ends.
  return ok({ state: next, events, endsTurn: (caught && !next.pending) || walkedHero.dead });
}

type WeaponMode = 'use' | 'none' | 'throw';

export function heroAttackOrder(table: Table, hero: Hero, order: { with: string; target: string; weapon?: 'use' | 'none' | 'throw' | undefined }, dice: Dice): Outcome {
  const { state } = table;
  if (!isMe(hero, order.with)) return err(`It is ${hero.name}'s turn: he attacks himself (/attack with:${hero.name} target:<monster>).`);
  const used = actionB(state, hero);
  if (used) return err(used);
  const target = visibleMonster(table, order.target);
  if (!target.ok) return target;
  const m = target.value;
  const weapon = weaponOf(hero);
  const mode: WeaponMode = order.weapon ?? 'use';
  if (mode === 'throw' && !weapon?.thrown) return err(`${hero.name} has no weapon to throw${weapon ? ` (his ${weapon.name} is not thrown)` : ''}; only the Spear and the Hand-Axe are.`);
  const wielded = mode !== 'none' ? weapon : undefined;
  const dice0 = heroAttack(hero, mode !== 'none');
  const around = chebyshev(hero.at!, m.at!) === 1;
  const ranged = mode === 'throw' || (mode === 'use' && !!wielded?.ranged);
  if (ranged) {
    const what = mode === 'throw' ? `The ${wielded!.name} is thrown` : `The ${wielded!.name} shoots`;
    if (around) return err(`${what} only at an enemy farther off than the squares around ${hero.name}. Attack ${m.name} with weapon:none (${heroDef(hero.id).attack} dice) instead.`);
    if (!lineOfSight(hero.at!, m.at!, sightRules(table))) return err(`${hero.name} cannot see ${m.name} from ${at(hero.at!)}.`);
  } else if (!reaches(table, hero.at!, m.at!, !!wielded?.diagonal)) {
    const diagonal = isOrthogonalNeighbour(hero.at!, m.at!) ? ' (a wall or a closed door is between them)' : chebyshev(hero.at!, m.at!) === 1 ? `; only a weapon that strikes diagonally (Club, Short Sword, Spear) reaches a diagonal square${wielded?.diagonal ? ', past no wall' : ''}` : '';
    return err(`${hero.name} at ${at(hero.at!)} cannot reach ${m.name} at ${at(m.at!)}${diagonal}.`);
  }
  const attackDice = lessInPit(dice0, hero.inPit);
  const blow = strike(dice, hero.name, m.name, attackDice, monsterDefenceDice(m), false);
  const wounded = woundMonster(state, m.id, blow.damage);
  let next = tookB(wounded.state, 'attack');
  const how = mode === 'throw' ? `throws his ${wielded!.name} at ${m.name}` : wielded ? `attacks ${m.name} with his ${wielded.name}` : weapon ? `attacks ${m.name} without his ${weapon.name}` : `attacks ${m.name}`;
  const text = `${hero.name} ${how}${hero.inPit ? ' from the pit' : ''}: ${blow.account}. ${damageLine(m.name, blow.damage, wounded.bp, wounded.killed)}`;
  const events: GameEvent[] = [{ type: 'attack', text, visibleTo: 'all', rolls: blow.rolls }];
  if (mode === 'throw' && wielded) {
    const index = hero.equipment.indexOf(wielded.id);
    next = { ...patchHero(next, hero.id, (h) => ({ ...h, equipment: h.equipment.filter((_, i) => i !== index) })), shop: { ...next.shop, [wielded.id]: (next.shop[wielded.id] ?? 0) + 1 } };
    events.push({ type: 'lost', text: `The ${wielded.name} is lost; its card goes back to the shop.`, visibleTo: 'all' });
  }
  next = { ...next, fights: [...next.fights, { at: m.at!, from: hero.at!, text: blow.damage ? `−${blow.damage}` : '0', public: true }] };
  return ok({ state: next, events, endsTurn: false });
}

/** A monster by name that the heroes can see; an unseen one is answered as if it were not there. */
function visibleMonster(table: Table, text: string): Result<Monster> {
  const found = findFigure(table.state, text);
  const inSight = table.state.monsters.filter((m) => monsterInSight(table, m));
  const names = inSight.map((m) => m.name);
  if (found?.side === 'hero') return err(`${found.hero.name} is a hero. Monsters in sight: ${names.length ? listed(names) : 'none'}.`);
  if (!found || !monsterInSight(table, found.monster)) return err(`There is no monster called ${text.trim()} in sight. Monsters in sight: ${names.length ? listed(names) : 'none'}.`);
  return ok(found.monster);
}

export function spellsOf(hero: Hero): SpellId[] {
  const def = heroDef(hero.id);
  if (def.spells === 'both') return ['healing', 'holy-flame'];
  if (def.spells === 'one') return hero.spell ? [hero.spell] : [];
  return [];
}

export function cast(table: Table, hero: Hero, spell: SpellId, targetText: string, dice: Dice): Outcome {
  const { state } = table;
  const used = actionB(state, hero);
  if (used) return err(used);
  const def = heroDef(hero.id);
  if (def.spells === 'none') return err(`The ${hero.name} casts no spells; the Magician and the Elf do.`);
  if (!spellsOf(hero).includes(spell)) return err(`${hero.name} chose ${SPELLS[hero.spell!]?.name ?? 'no spell'} for this quest; he cannot cast ${SPELLS[spell].name}. (The Magician casts both.)`);
  const rules = sightRules(table);
  if (spell === 'healing') {
    const found = findFigure(state, targetText);
    if (!found || found.side !== 'hero' || found.hero.dead) return err(`Healing is cast on ${hero.name} himself or another living hero he can see.`);
    const target = found.hero;
    if (target.id !== hero.id && !lineOfSight(hero.at!, target.at!, rules)) return err(`${hero.name} cannot see ${target.name} from ${at(hero.at!)}.`);
    const roll = rollCombatDice(dice, SPELLS.healing.dice, `${hero.name} casts Healing on ${target.name}`, 'the Healing');
    const shields = count(roll.faces, 'white shield');
    const healed = Math.min(target.maxBp, target.bp + shields);
    const next = tookB(patchHero(state, target.id, (h) => ({ ...h, bp: healed })), 'magic');
    const text = `${hero.name} casts Healing on ${target.id === hero.id ? 'himself' : target.name}: 4 dice: ${describeFaces(roll.faces)}. ${target.name} regains ${healed - target.bp} BP (${healed} of ${target.maxBp}).`;
    return ok({ state: next, events: [{ type: 'spell', text, visibleTo: 'all', rolls: roll.rolls }], endsTurn: false });
  }
  const target = visibleMonster(table, targetText);
  if (!target.ok) return target;
  const m = target.value;
  if (!lineOfSight(hero.at!, m.at!, rules)) return err(`${hero.name} cannot see ${m.name} from ${at(hero.at!)}.`);
  // Holy Flame: the monster defends with as many dice as it has MP; the undead have none.
  const blow = strike(dice, `${hero.name}'s Holy Flame`, m.name, SPELLS['holy-flame'].dice, lessInPit(monsterOf(m).mp, m.inPit), false);
  const wounded = woundMonster(state, m.id, blow.damage);
  let next = tookB(wounded.state, 'magic');
  next = { ...next, fights: [...next.fights, { at: m.at!, from: hero.at!, text: blow.damage ? `−${blow.damage}` : '0', public: true }] };
  const text = `${hero.name} casts Holy Flame on ${m.name}: ${blow.account}. ${damageLine(m.name, blow.damage, wounded.bp, wounded.killed)}`;
  return ok({ state: next, events: [{ type: 'spell', text, visibleTo: 'all', rolls: blow.rolls }], endsTurn: false });
}

export function search(table: Table, hero: Hero, order: { kind: 'treasure' | 'trap'; area?: string | undefined }, dice: Dice): Outcome {
  const { state } = table;
  const used = actionB(state, hero);
  if (used) return err(used);
  if (hero.inPit) return err(`${hero.name} cannot search while he is in the pitfall at ${at(hero.at!)}; he must climb out first (a move). ${stillAllowed(state, hero)}`);
  if (order.kind === 'treasure') {
    if (order.area) return err('A Treasure Search is made in the room the hero stands in; it takes no area.');
    const found = treasureSearch(table, hero, dice);
    if (!found.ok) return found;
    return ok({ state: tookB(found.value.state, 'search'), events: found.value.events, endsTurn: found.value.endsTurn });
  }
  const area = chooseArea(table, hero, order.area);
  if (!area.ok) return area;
  const found = trapSearch(table, hero, area.value);
  return ok({ state: tookB(found.state, 'search'), events: found.events, endsTurn: false });
}

export function drink(state: DqState, hero: Hero, text: string): Outcome {
  const wanted = text.trim().toLowerCase();
  const medicines = medicinesOf(state.deck, hero.id);
  const medicine = medicines.find((id) => card(id).name.toLowerCase() === wanted);
  if (medicine) {
    const def = card(medicine);
    const heal = def.kind === 'medicine' ? def.heal : 0;
    const bp = heal === 'full' ? hero.maxBp : Math.min(hero.maxBp, hero.bp + heal);
    const next = { ...patchHero(state, hero.id, (h) => ({ ...h, bp })), deck: discard(state.deck, hero.id, medicine)! };
    return ok({ state: next, events: [{ type: 'medicine', text: `${hero.name} uses ${def.name}: ${bp} of ${hero.maxBp} BP. The card is set aside.`, visibleTo: 'all' }], endsTurn: false });
  }
  const potion = findItem(text);
  const held = [...new Set([...hero.equipment.filter((e) => item(e).kind === 'potion').map((e) => item(e).name), ...medicines.map((c) => card(c).name)])];
  if (!potion || potion.kind !== 'potion' || !hero.equipment.includes(potion.id)) return err(`${hero.name} has no ${text.trim()}. He carries: ${held.length ? listed(held) : 'no potion or medicine'}.`);
  const t = state.heroTurn;
  if (t.a === 'move') return err(`${hero.name} has moved this turn; a Heal Potion is drunk instead of moving (action a). ${stillAllowed(state, hero)}`);
  if (t.a === 'potion') return err(`${hero.name} has already drunk a Heal Potion this turn. ${stillAllowed(state, hero)}`);
  const bp = Math.min(hero.maxBp, hero.bp + potion.heal);
  const index = hero.equipment.indexOf(potion.id);
  let next = patchHero(state, hero.id, (h) => ({ ...h, bp, equipment: h.equipment.filter((_, i) => i !== index) }));
  next = withTurn({ ...next, shop: { ...next.shop, [potion.id]: (next.shop[potion.id] ?? 0) + 1 } }, { a: 'potion' });
  return ok({ state: next, events: [{ type: 'potion', text: `${hero.name} drinks a Heal Potion instead of moving: ${bp} of ${hero.maxBp} BP. The card goes back to the shop.`, visibleTo: 'all' }], endsTurn: false });
}

/** The doors beside a hero that he knows of and could open: closed ordinary doors. */
export function doorsBeside(table: Table, hero: Hero): string[] {
  if (!hero.at) return [];
  return [...table.dungeon.doors.values()]
    .filter((d) => !d.hidden && !doorOpen(table, d.edge) && d.squares.some((s) => sameSquare(s, hero.at!)))
    .map((d) => d.label);
}

export function open(table: Table, hero: Hero, text: string): Outcome {
  const edge = parseEdge(text);
  const door = edge === undefined ? undefined : table.dungeon.doors.get(edge);
  const beside = doorsBeside(table, hero);
  // A hidden door not yet found is a wall to the heroes: answered as if no door were there.
  if (!door || (door.hidden && !table.state.foundDoors.includes(door.label))) {
    return err(`There is no door at ${text.trim()} that the heroes know of. ${beside.length ? `Beside ${hero.name}: ${listed(beside)}.` : `No closed door is beside ${hero.name}.`}`);
  }
  if (doorOpen(table, door.edge)) return err(`The door ${door.label} is already open.`);
  if (!door.squares.some((s) => sameSquare(s, hero.at!))) return err(`${hero.name} must stand beside the door ${door.label} to open it (on ${listed(door.squares.map(at))}). ${beside.length ? `Beside him: ${listed(beside)}.` : ''}`.trim());
  const next = { ...table.state, openDoors: [...table.state.openDoors, door.label] };
  const seen = reveal({ ...table, state: next }, hero.name);
  // As a game master lays out what the open door shows: the rooms and monsters (reveal's line), and the passage squares now in sight.
  const before = revealedSet(table.state.revealed);
  const after = revealedSet(seen.table.state.revealed);
  const passage = table.dungeon.floor.filter((s) => !table.dungeon.room(s) && after.has(squareKey(s)) && !before.has(squareKey(s)));
  const shown = passage.length
    ? ` Through it ${hero.name} sees ${passage.length} square${passage.length === 1 ? '' : 's'} of passage: ${listed(passage.map(at))}.`
    : seen.events.length === 0
      ? ' Through it nothing comes into sight that the heroes had not seen.'
      : '';
  return ok({ state: seen.table.state, events: [{ type: 'door', text: `${hero.name} opens the door ${door.label}.${shown}`, visibleTo: 'all', data: { door: door.label, passage: passage.map(at) } }, ...seen.events], endsTurn: false });
}

/** DQ V: as he moves, the Dwarf may remove one pitfall or rock beside him; his move then ends. */
export function disarm(table: Table, hero: Hero, label: string): Outcome {
  const { state } = table;
  if (!heroDef(hero.id).disarms) return err(`Only the Dwarf disarms traps.`);
  const t = state.heroTurn;
  if (t.a === 'potion') return err(`${hero.name} drank a Heal Potion instead of moving; the Dwarf disarms as he moves. ${stillAllowed(state, hero)}`);
  if (t.moveOver) return err(`${hero.name}'s move is over this turn; the Dwarf disarms as he moves. ${stillAllowed(state, hero)}`);
  const s = parseLabel(label)!;
  const trap = trapAt(state, s);
  if (!trap || trap.status !== 'found') return err(`There is no pitfall or fallen rock at ${at(s)} on the board.`);
  if (!isOrthogonalNeighbour(hero.at!, s) || !table.dungeon.inside(s)) return err(`${hero.name} must stand beside the trap at ${at(s)} to disarm it.`);
  const next = withTurn({ ...state, traps: state.traps.map((x) => (x.id === trap.id ? { ...x, status: 'disarmed' as const } : x)) }, { a: 'move', moveOver: true });
  const what = trap.kind === 'pitfall' ? 'the pitfall' : 'the fallen rock';
  return ok({ state: next, events: [{ type: 'disarm', text: `${hero.name} disarms ${what} at ${at(s)}; his move ends there.`, visibleTo: 'all' }], endsTurn: false });
}

