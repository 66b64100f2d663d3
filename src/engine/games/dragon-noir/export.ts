import { err, ok, type Result } from '../../core/result.ts';
import { DIRECTION_NAMES } from '../../hex/hex.ts';
import { facingNames } from '../../hex/footprint.ts';
import { labelOf } from '../../hex/labels.ts';
import { GHARV_SIDE } from './gharvs/counters.ts';
import { isSpirit } from './magic/spirit-defs.ts';
import type { Scenario } from './scenario.ts';
import type { DnState, Unit } from './state.ts';
import { definition, sideLabel } from './units.ts';

/**
 * A running game's position as a new scenario (`/game export scenario`): every character where he
 * stands with his condition (conditions.ts), the riderless horses, the casters' levels, and what
 * the scenario the game was made from says of victory. Another group starts from it and gets
 * the same position, at the start of the player-turn of the side whose turn it is (that side
 * plays first in it), with the turns that were left.
 *
 * Refused, one line each, when the file would leak what the rules still hide (a secret set-up,
 * hidden characters, markers face down, an invisible caster, the deep dungeons, the Strategic
 * Plan), or when the position holds what a scenario cannot say (a question waiting, terrain
 * spells, fireballs, circles, spirits, a borrowed horse, the lower place of a hex, a crossbow to
 * reload, DN2's Gharvs and boat). Standing
 * reactions and counterspell orders are orders, not the position: they are never written, so
 * each side sets them again.
 */

/** What still hides part of the position, in the rules' words; empty when nothing does. */
export function stillHidden(state: DnState): string[] {
  const hidden: string[] = [];
  if (state.secret.deployment.some((d) => !d.done)) hidden.push('a secret set-up not yet done (1.8)');
  if (state.secret.hidden.length) hidden.push('characters not yet seen (1.8)');
  if (state.secret.markers.some((m) => !m.flipped)) hidden.push('markers still face down (1.53)');
  if (state.secret.entranceFour && !state.secret.entranceFour.revealed) hidden.push('the Jails cell of deep entrance No. 4 (5.3)');
  if (state.units.some((u) => u.spells.some((s) => s.spell === 'invisibility'))) hidden.push('an invisible caster (3.51)');
  if (state.deep && state.deep.journeys.length > 0) hidden.push('travellers in the deep dungeons (5.3)');
  if (state.plan) hidden.push("the Krobs' Strategic Plan (5.21)");
  return hidden;
}

/** What a scenario cannot say that this position holds; empty when it can say it all. */
function unsayable(state: DnState): string[] {
  const out: string[] = [];
  if (state.steps.length || state.advanceOffer || state.magic.pending) out.push('a question still waiting for an answer');
  if (state.magic.overlay.length) out.push('terrain laid by spells (3.52)');
  if (state.magic.fireballs.some((f) => f.until >= state.playerTurn)) out.push('a fireball in play (3.55)');
  if (state.magic.circles.some((c) => c.until >= state.playerTurn)) out.push('a magic circle (3.53)');
  if (state.units.some((u) => isSpirit(u) && !u.dead && u.hex)) out.push('spirits on the board (3.55)');
  if (state.units.some((u) => u.rides !== null)) out.push("a rider on another's horse (2.36.2)");
  if (state.units.some((u) => u.below && !u.dead && u.hex)) out.push('a character on the lower place of a hex (2.37)');
  if (state.units.some((u) => u.unloaded && !u.dead)) out.push('a crossbow still to reload (4.1)');
  if (state.horses.some((h) => h.ledBy !== null)) out.push('horses led by the bridle (2.36.4)');
  if (state.units.some((u) => u.side === GHARV_SIDE && !u.dead && u.hex)) out.push('Gharvs on the map (4.5)');
  if ((state.boats ?? []).some((b) => b.aboard.length > 0)) out.push('characters aboard the boat (2.34)');
  return out;
}

/** One character's set-up line: where he stands, how, and his condition. */
function lineOf(state: DnState, unit: Unit, firstPlayerTurn: number): Record<string, unknown> {
  const def = definition(unit);
  const line: Record<string, unknown> = { character: unit.character, hex: labelOf(unit.hex!) };
  if (unit.dead) return { ...line, dead: true };
  if (unit.mounted && unit.facing !== null) Object.assign(line, { mounted: true, facing: DIRECTION_NAMES[unit.facing] });
  else if (def.shape && unit.facing !== null) line.facing = facingNames(def.shape)[unit.facing];
  if (unit.wounds) line.wounds = unit.wounds;
  if (Object.values(unit.partWounds).some((n) => n > 0)) line.partWounds = Object.fromEntries(Object.entries(unit.partWounds).filter(([, n]) => n > 0));
  if (unit.stunned) line.stunned = true;
  if (unit.berserk) line.berserk = true;
  const book = state.magic.casters.find((c) => c.unit === unit.id);
  if (book) line.energy = book.ep;
  // A spell's last player-turn, counted from the new game's first.
  const spells = unit.spells
    .filter((s) => s.until >= state.playerTurn)
    .map((s) => ({ spell: s.spell, caster: s.caster, ...(s.points !== null ? { points: s.points } : {}), until: s.until - firstPlayerTurn + 1 }));
  if (spells.length) line.spells = spells;
  return line;
}

/** The position of `state` as a scenario file's text, or the one line saying why it cannot be. */
export function exportScenario(state: DnState, from: Scenario, id: string): Result<string> {
  const hidden = stillHidden(state);
  if (hidden.length) return err(`The position still hides ${hidden.join(', ')}: a scenario file would show it. Export it once the rules have revealed everything.`);
  const cannot = unsayable(state);
  if (cannot.length) return err(`A scenario cannot hold ${cannot.join(', ')}; export the position between orders, once these are gone.`);
  if (state.outcome) return err('The game is over: there is no position left to play from.');
  if (state.playerTurn < 1) return err('The game has not begun its first player-turn: its own scenario is that position.');
  const first = state.active;
  const order = [state.sides[first]!, state.sides[1 - first]!];
  const sides = order.map((side) => {
    const original = from.sides.find((s) => s.id === side.id);
    const setup = state.units.filter((u) => u.side === side.id && u.hex !== null && !isSpirit(u)).map((u) => lineOf(state, u, state.playerTurn));
    const horses = state.horses.filter((h) => !h.dead && h.controller === side.id).map((h) => ({ owner: h.owner, hex: labelOf(h.hex), facing: DIRECTION_NAMES[h.facing] }));
    return { id: side.id, label: side.label, setup, ...(horses.length ? { horses } : {}), ...(original?.enters ? { enters: original.enters } : {}) };
  });
  for (const side of sides) {
    if (!side.setup.length) return err(`The ${sideLabel(state, side.id)} have nobody on the board: a scenario gives each side someone.`);
  }
  const levels = Object.fromEntries(state.magic.casters.map((c) => [c.unit, c.level]));
  const moving = sideLabel(state, state.sides[first]!.id);
  const scenario = {
    id,
    title: `${from.title}, turn ${state.turn}`,
    volume: state.volume,
    invented: true,
    summary: `Saved from a game of ${from.title} at turn ${state.turn} of ${state.turns}, as the ${moving}' player-turn began: every character where he stood, with his condition. The ${moving} play first.`,
    board: from.board,
    sides,
    turns: Math.max(1, state.turns - state.turn + 1),
    magic: { levels, supply: from.magic?.supply ?? {} },
    victory: from.victory,
    ...(from.nightfall ? { nightfall: from.nightfall } : {}),
    ...(from.webs ? { webs: from.webs } : {}),
  };
  return ok(`${JSON.stringify(scenario, null, 2)}\n`);
}
