import { rollArithmetic, type Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { cellAt } from '../../../hex/board.ts';
import type { Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import type { Unit } from '../state.ts';
import { definition, normalise } from '../units.ts';
import type { Table } from '../world.ts';
import { arrivalOf } from './invisibility.ts';
import type { CastContext, SpellPlan } from './plan.ts';
import { castersMaps, mapName, neighbouringMaps } from './range.ts';
import { hiddenHex } from '../secret/hidden.ts';
import { hiddenObjects } from '../secret/detect.ts';
import type { Detectable } from './detectable.ts';

/**
 * Detection spells (3.54, DN2, level 2; checklist 73, 110): they reach the caster's cavern and
 * the caverns next to it, and are answered from what is hidden, by DM to the caster's side
 * alone. Detect gives the presence and a count off by up to 3 (ruling 148: the true count plus
 * a d7 − 4, at least 1 when anything is there); Enumerate the total and the kinds; Identify
 * the count of each kind; Locate the hex of one named character or object.
 *
 * **Ours:** what is detected is the other side: its characters where they stand or, if unseen,
 * where they will reappear, and (once the Krobs come) the hidden objects the scenario holds.
 * Presence is told truly: with nothing there the answer is "nothing", without a roll.
 */

export type { Detectable } from './detectable.ts';

/** What a detection can find: the other side's characters, and hidden objects (the Krobs will add theirs). */
export function detectables(table: Table, side: string): Detectable[] {
  const found: Detectable[] = [];
  for (const u of table.state.units) {
    if (u.side === side || u.dead) continue;
    // The unseen where they will reappear, the hidden where they wait (1.8).
    const hex = u.hex ?? arrivalOf(u) ?? hiddenHex(table.state, u.id);
    if (hex) found.push({ name: u.name, kind: kindOf(u), hex });
  }
  // What lies under the markers (the real Orb, Khuzun, the sun's way): secret/detect.ts.
  return [...found, ...hiddenObjects(table.state, side)];
}

const PEOPLE: Record<string, string> = { rebel: 'Rebel', ork: 'Ork', elf: 'Elf', goblin: 'Goblin', dwarf: 'Dwarf', troll: 'Troll', dog: 'Dog', kahilua: 'Kahiluan', spirit: 'Spirit' };

function kindOf(u: Unit): string {
  const people = definition(u).people;
  return PEOPLE[people] ?? people;
}

export const DETECTION_COSTS = { detect: 30, 'detect-enumerate': 40, 'detect-identify': 50, 'detect-locate': 50 } as const;
type DetectionId = keyof typeof DETECTION_COSTS;

/** The maps a detection reaches from where the caster stands: his own, and every one beside them. */
export function detectionMaps(table: Table, at: Hex): Set<string> {
  const own = castersMaps(table.board, at);
  const all = new Set(own);
  for (const m of own) for (const n of neighbouringMaps(table.board, m)) all.add(n);
  return all;
}

export function detection(id: DetectionId) {
  return (ctx: CastContext): Result<SpellPlan> => {
    const { table } = ctx;
    const reach = detectionMaps(table, ctx.at);
    const mapOf = (h: Hex) => cellAt(table.board, h)?.map;
    if (id === 'detect-locate') {
      if (!ctx.order.target) return err('Detect and Locate needs target: the character or object sought.');
      const sought = ctx.order.target.trim();
      return ok({
        cost: DETECTION_COSTS[id],
        what: `${ctx.spell.name} (seeking ${sought})`,
        reach: [],
        cavern: [],
        noRange: true,
        on: [],
        apply(after) {
          const all = detectables(after, ctx.seat);
          const things = [...all, ...after.state.units.filter((u) => u.side === ctx.seat && u.hex && !u.dead).map((u) => ({ name: u.name, kind: kindOf(u), hex: u.hex! }))];
          const wanted = normalise(sought);
          const found = things.find((t) => normalise(t.name) === wanted);
          const at = found && reach.has(mapOf(found.hex)!) ? found : undefined;
          const text = at ? `Detect and Locate: ${at.name} is in ${labelOf(at.hex)} (${mapName(after.board, mapOf(at.hex)!)}).` : `Detect and Locate: no ${sought} within reach (${[...reach].map((m) => mapName(after.board, m)).join(', ')}).`;
          return { state: after.state, events: [answer(ctx, text)] };
        },
      });
    }
    const map = ctx.order.target ? findMap(table, ctx.order.target) : ok(mapOf(ctx.at)!);
    if (!map.ok) return map;
    if (!reach.has(map.value)) return err(`${mapName(table.board, map.value)} is beyond reach: a detection spell reaches ${ctx.caster.name}'s cavern and those beside it (3.54): ${[...reach].map((m) => mapName(table.board, m)).join(', ')}.`);
    const name = mapName(table.board, map.value);
    return ok({
      cost: DETECTION_COSTS[id],
      what: `${ctx.spell.name} on ${name}`,
      reach: [],
      cavern: [],
      noRange: true,
      on: [],
      apply(after, dice) {
        const there = detectables(after, ctx.seat).filter((d) => mapOf(d.hex) === map.value);
        return { state: after.state, events: [answer(ctx, tell(id, name, there, dice))] };
      },
    });
  };
}

function answer(ctx: CastContext, text: string): GameEvent {
  return { type: 'detection', text: `${ctx.caster.name}'s ${text}`, visibleTo: [ctx.seat], data: { caster: ctx.caster.id, spell: ctx.spell.id } };
}

function tell(id: Exclude<DetectionId, 'detect-locate'>, map: string, there: Detectable[], dice: Dice): string {
  const head = `${id === 'detect' ? 'Detect' : id === 'detect-enumerate' ? 'Detect and Enumerate' : 'Detect and Identify'} on ${map}`;
  if (there.length === 0) return `${head}: nothing is there.`;
  const kinds = new Map<string, number>();
  for (const d of there) kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
  switch (id) {
    case 'detect': {
      const roll = dice.roll(7, 'Detect: how far the count is off (ruling 148)', 'how far the count is off');
      const off = roll.face - 4;
      const told = Math.max(1, there.length + off);
      roll.explain({ table: 'ruling 148: true count + d7 − 4', total: told, result: `about ${told}` });
      return `${head}: something is there, about ${told} (give or take 3; ${rollArithmetic(roll.record)}).`;
    }
    case 'detect-enumerate':
      return `${head}: ${there.length} in all; ${[...kinds.keys()].sort().join(', ')}.`;
    case 'detect-identify':
      return `${head}: ${[...kinds.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${n} ${k}${n === 1 ? '' : 's'}`).join(', ')}.`;
  }
}

function findMap(table: Table, text: string): Result<string> {
  const wanted = normalise(text);
  const found = table.board.maps.find((m) => normalise(m.id) === wanted || normalise(m.name) === wanted);
  if (!found) return err(`There is no map "${text.trim()}" on this board. Maps: ${table.board.maps.map((m) => m.name).join(', ')}.`);
  return ok(found.id);
}
