import type { DiceBook } from '../../../../src/engine/games/dragon-dice/dice/read.ts';
import { ELEMENTS } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import type { ResultKind, RollContext, RollCount, RolledDie } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';

/**
 * LOCAL STAND-IN for `rolls/count.ts` until the rolls helper's count is on main: plain faces only
 * (an ID as the unit's health in each result the roll is for, a plain icon as its count), magic
 * kept by the species' elements joined by `+`, then the modifiers (subtract, halve, add; IDs ignored).
 */
const FOR: Record<RollContext['kind'], ResultKind[]> = { melee: ['melee'], missile: ['missile'], magic: ['magic'], save: ['save'], maneuver: ['maneuver'], dragon: ['melee', 'missile', 'save'], order: ['maneuver'] };

export function countRoll(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): RollCount {
  const results = { melee: 0, missile: 0, save: 0, maneuver: 0 };
  const magic: Record<string, number> = {};
  const rolledFor = FOR[context.kind];
  const ignore = new Set(context.modifiers.filter((m) => 'ignoreIds' in m.change).map((m) => m.result));
  const lines: string[] = [];
  for (const r of rolled) {
    const f = r.die.faces[r.face]!;
    const els = ELEMENTS.filter((e) => book.species.get(r.die.species)?.elements.includes(e));
    const key = els.length ? els.join('+') : 'ivory';
    const add = (res: ResultKind, n: number) => {
      if (res === 'magic') magic[key] = (magic[key] ?? 0) + n;
      else results[res] += n;
    };
    if (f.icon === 'id') for (const res of rolledFor) if (!ignore.has(res)) add(res, f.count);
    if (rolledFor.includes(f.icon as ResultKind)) add(f.icon as ResultKind, f.count);
    lines.push(`${r.die.name}: ${f.icon} ${f.count}`);
  }
  for (const res of ['melee', 'missile', 'save', 'maneuver'] as const) {
    const mods = context.modifiers.filter((m) => m.result === res);
    let n = results[res];
    for (const m of mods) if ('add' in m.change && m.change.add < 0) n += m.change.add;
    n = Math.max(0, n);
    if (mods.some((m) => 'halve' in m.change)) n = Math.floor(n / 2);
    for (const m of mods) if ('add' in m.change && m.change.add > 0) n += m.change.add;
    results[res] = n;
  }
  return { results, magic, cantrip: 0, effects: [], rerolls: [], lines };
}
