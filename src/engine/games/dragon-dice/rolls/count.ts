import type { DiceBook } from '../dice/read.ts';
import { countsAsFor, doublingOf, terrainName, type Doubling } from './doubling.ts';
import { magicKeyOf, terrainDoublesMagic } from './magic.ts';
import { saiRollFor } from './sais.ts';
import type { MagicKey, ResultKind, RollContext, RollCount, RolledDie, RollKind, SaiEffect } from './types.ts';

/** The results each kind of roll is for: what an ID face gives, and which plain icons count. */
export const ROLLED_FOR: Readonly<Record<RollKind, readonly ResultKind[]>> = {
  melee: ['melee'],
  missile: ['missile'],
  magic: ['magic'],
  save: ['save'],
  maneuver: ['maneuver'],
  // An army answering a dragon makes one roll for melee, missile and saves (SFR 17); an ID counts
  // as whatever the roll is for, so it counts in each (melee and missile are never mixed on one dragon).
  dragon: ['melee', 'missile', 'save'],
  order: ['maneuver'],
};

/** One piece of a roll's count: so many results of one kind, from one die, with its doubling. */
interface Piece {
  result: ResultKind;
  /** For magic: where it is kept (an element, several joined, or ivory). */
  key: string;
  count: number;
  fromId: boolean;
  fromSai: boolean;
  doubling: Doubling;
}

const PLAIN_NAME: Readonly<Record<string, string>> = { id: 'ID', melee: 'melee', missile: 'missile', magic: 'magic', save: 'save', maneuver: 'maneuver' };

/**
 * Counts one army's roll (the caller rolls). Each die's face is read for this kind of roll: an ID as
 * the unit's health in results of what the roll is for, a plain icon as its count, an SAI by its
 * rule in `book.sais`. Cantrips never count in a maneuver or order roll (FAQ Turn F, Set-up D1).
 * Then SFR 27's order (GAPS B7): subtotal the normal results → subtract → halve (round down) → add
 * the SAI results (which spells do not touch, FAQ SAI B) → multiply (terrain doubling, which does
 * touch SAIs, FAQ SAI D) → add → "counts as" last. An order roll has no doubling at all (FAQ D3).
 */
export function countRoll(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): RollCount {
  const kind = context.kind;
  const rolledFor = context.charge && kind === 'melee' ? (['melee', 'maneuver'] as const) : ROLLED_FOR[kind];
  const ignoreIds = new Set(context.modifiers.filter((m) => 'ignoreIds' in m.change).map((m) => m.result));
  const pieces: Piece[] = [];
  const effects: SaiEffect[] = [];
  const rerolls: string[] = [];
  const lines: string[] = [];
  let cantrip = 0;
  const trumpets = trumpetsIn(book, rolled, context);

  for (const r of rolled) {
    const face = r.die.faces[r.face];
    if (!face) throw new Error(`${r.die.name} (${r.unit}) has no face ${r.face + 1}: a unit die has faces 1-${r.die.faces.length}`);
    // Only magic is kept by element: a die's species is looked up only when it gives magic.
    const keyFor = (result: ResultKind): string => (result === 'magic' ? magicKeyOf(book, r.die) : result);
    const mine: Piece[] = [];
    const notes: string[] = [];
    const piece = (result: ResultKind, count: number, fromId: boolean, fromSai: boolean): void => {
      mine.push({ result, key: keyFor(result), count, fromId, fromSai, doubling: withTrumpets(doublingOf(book, r.die, result, fromId, context), r.die.species, result, trumpets) });
    };
    let label: string;
    if (face.icon === 'id' || face.icon in PLAIN_NAME) {
      label = `${PLAIN_NAME[face.icon]} ${face.count}`;
      if (face.icon === 'id') {
        // An ID gives its health once, as what the roll is for: a charge is a melee roll.
        for (const result of ROLLED_FOR[kind]) {
          if (ignoreIds.has(result)) notes.push(`${result} IDs ignored`);
          else piece(result, face.count, true, false);
        }
      } else if ((rolledFor as readonly string[]).includes(face.icon)) {
        piece(face.icon as ResultKind, face.count, false, false);
      }
    } else {
      const rule = book.sais.get(face.icon);
      if (!rule) throw new Error(`${r.die.name} shows ${face.icon}, which sais.json does not describe`);
      label = `${rule.name} ${face.count}`;
      for (const entry of saiRollFor(rule, context)) {
        for (const result of entry.counts ?? []) piece(result, entry.value ?? face.count, false, true);
        if (entry.effect === 'cantrip') {
          // Cantrip results cast cantrips only; never in a maneuver or order roll (FAQ Turn F).
          if (kind !== 'maneuver' && kind !== 'order') {
            cantrip += face.count;
            notes.push(`${face.count} cantrip`);
          }
        } else if (entry.effect) {
          const base = entry.effectValue ?? entry.value ?? face.count;
          const value = entry.effectAs ? doublingOf(book, r.die, entry.effectAs, false, context).factor * base : base;
          effects.push({ sai: rule.id, unit: r.unit, count: value, effect: entry.effect });
          notes.push(`${entry.effect.replaceAll('-', ' ')} ${value}`);
        }
        if (entry.reroll && !rerolls.includes(r.unit)) {
          rerolls.push(r.unit);
          notes.push('roll again');
        }
      }
    }
    pieces.push(...mine);
    const shown = [...mine.map(describePiece), ...notes];
    lines.push(`${r.die.name}: ${label} → ${shown.length > 0 ? shown.join(', ') : 'nothing in this roll'}`);
  }

  const results: RollCount['results'] = { melee: 0, missile: 0, save: 0, maneuver: 0 };
  const magic: Partial<Record<MagicKey, number>> = {};
  const groups = new Map<string, Piece[]>();
  // A result with no dice behind it still takes its additions (Stone Skin's saves on a roll of none).
  for (const m of context.modifiers) if (m.result !== 'magic' && 'add' in m.change && m.change.add > 0) groups.set(m.result, []);
  for (const p of pieces) {
    const g = p.result === 'magic' ? `magic:${p.key}` : p.result;
    groups.set(g, [...(groups.get(g) ?? []), p]);
  }
  for (const [g, group] of groups) {
    const result = g.startsWith('magic:') ? 'magic' : (g as ResultKind);
    let total = totalOf(group, context, result, lines);
    if (result === 'magic') {
      const key = g.slice('magic:'.length);
      total = magicDoubling(book, key, total, context, lines);
      magic[key as MagicKey] = (magic[key as MagicKey] ?? 0) + total;
    } else results[result] += total;
  }
  for (const extra of countsAsFor(book, rolled, context)) {
    // In a charge the maneuvers become melee: a melee face that also "counts as" maneuver would count twice.
    if (context.charge && kind === 'melee' && extra.to === 'maneuver') continue;
    results[extra.to as Exclude<ResultKind, 'magic'>] += extra.count;
    lines.push(extra.line);
  }
  if (context.charge && kind === 'melee' && results.maneuver > 0) {
    lines.push(`Charge: ${results.maneuver} maneuver count as melee`);
    results.melee += results.maneuver;
    results.maneuver = 0;
  }
  lines.push(`Total: ${totalsLine(results, magic, cantrip, kind)}`);
  return { results, magic, cantrip, effects, rerolls, lines };
}

function describePiece(p: Piece): string {
  const name = p.result === 'magic' ? `${p.key} magic` : p.result;
  if (p.doubling.factor === 1) return `${p.count} ${name}`;
  return `${p.count} ${name} ×${p.doubling.factor} (${p.doubling.why}) = ${p.count * p.doubling.factor}`;
}

/**
 * One result's total, SFR 27's steps: normal results by doubling factor, less any subtraction (from
 * the undoubled first), halved (round down) → plus the SAI results → times the factor → plus additions.
 */
function totalOf(group: readonly Piece[], context: RollContext, result: ResultKind, lines: string[]): number {
  const mods = context.modifiers.filter((m) => m.result === result);
  const byFactor = new Map<number, { normal: number; sai: number }>();
  for (const p of group) {
    const f = byFactor.get(p.doubling.factor) ?? { normal: 0, sai: 0 };
    if (p.fromSai) f.sai += p.count;
    else f.normal += p.count;
    byFactor.set(p.doubling.factor, f);
  }
  const factors = [...byFactor.keys()].sort((a, b) => a - b);
  for (const m of mods) {
    if ('add' in m.change && m.change.add < 0) {
      let left = -m.change.add;
      for (const f of factors) {
        const g = byFactor.get(f)!;
        const taken = Math.min(left, g.normal);
        g.normal -= taken;
        left -= taken;
      }
      lines.push(`${m.source}: ${m.change.add} ${result}${left > 0 ? ' (no more to take)' : ''}`);
    }
  }
  for (const m of mods) {
    if ('halve' in m.change) {
      let before = 0;
      let after = 0;
      for (const f of factors) {
        const g = byFactor.get(f)!;
        before += g.normal * f;
        g.normal = Math.floor(g.normal / 2);
        after += g.normal * f;
      }
      lines.push(`${m.source}: ${result} halved, round down, ${before} → ${after} (SAI results are not halved)`);
    }
  }
  let total = 0;
  for (const f of factors) {
    const g = byFactor.get(f)!;
    total += (g.normal + g.sai) * f;
  }
  for (const m of mods) {
    if ('add' in m.change && m.change.add > 0) {
      total += m.change.add;
      lines.push(`${m.source}: +${m.change.add} ${result}`);
    }
  }
  return total;
}

/** TSR 1996: magic of a colour the terrain has is doubled, never death's (FACTS §2.2, TSR magic). */
function magicDoubling(book: DiceBook, key: string, total: number, context: RollContext, lines: string[]): number {
  if (context.ruleset !== '1996' || !context.terrain || total === 0) return total;
  const elements = key.split('+');
  const doubled = elements.filter((e) => terrainDoublesMagic(context, e));
  if (doubled.length === elements.length) {
    lines.push(`${key} magic ×2 (matches ${terrainName(book, context)}) = ${total * 2}`);
    return total * 2;
  }
  if (doubled.length > 0) lines.push(`${key} magic: the part spent as ${doubled.join(' or ')} doubles (${terrainName(book, context)})`);
  return total;
}

function totalsLine(results: RollCount['results'], magic: RollCount['magic'], cantrip: number, kind: RollKind): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(results)) if (v > 0 || ROLLED_FOR[kind].includes(k as ResultKind)) parts.push(`${v} ${k}`);
  for (const [k, v] of Object.entries(magic)) parts.push(`${v} ${k} magic`);
  if (kind === 'magic' && Object.keys(magic).length === 0) parts.push('0 magic');
  if (cantrip > 0) parts.push(`${cantrip} cantrip`);
  return parts.join(', ');
}

/** The species doublings SAIs shown in this roll call for (Trumpet: the army's Feral double melee and saves). */
function trumpetsIn(book: DiceBook, rolled: readonly RolledDie[], context: RollContext): Array<{ species: string; results: ResultKind[]; name: string }> {
  const out: Array<{ species: string; results: ResultKind[]; name: string }> = [];
  for (const r of rolled) {
    const face = r.die.faces[r.face];
    const rule = face ? book.sais.get(face.icon) : undefined;
    if (!rule) continue;
    for (const entry of saiRollFor(rule, context)) if (entry.doubles) out.push({ ...entry.doubles, name: rule.name });
  }
  return out;
}

function withTrumpets(d: Doubling, species: string, result: ResultKind, trumpets: ReadonlyArray<{ species: string; results: ResultKind[]; name: string }>): Doubling {
  let out = d;
  for (const t of trumpets) {
    if (t.species === species && t.results.includes(result)) out = { factor: out.factor * 2, why: out.why ? `${out.why}, ${t.name}` : t.name };
  }
  return out;
}
