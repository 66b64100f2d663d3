import type { SeatId } from '../../../core/events.ts';
import type { OrderFilter, OrderHint } from '../../../core/module.ts';
import { volumeOf } from '../fire/fire.ts';
import { findUnit } from '../units.ts';
import type { Table } from '../world.ts';
import { isInvisible } from './enchant.ts';
import { bookOf } from './energy.ts';
import { findSpell, SPELLS } from './spells.ts';

/**
 * What magic offers a seat for autocomplete: the answer to the counterspell window while it is
 * open (and nothing else), and under /cast its casters, their spells and the characters on the
 * board. `only` says these are the seat's only orders right now.
 */
export function magicHints(table: Table, seat: SeatId, filter: OrderFilter): { only: boolean; hints: OrderHint[] } {
  const { state } = table;
  const pending = state.magic.pending;
  if (pending) {
    if (pending.asked !== seat || (filter.verb && filter.verb !== 'counterspell')) return { only: true, hints: [] };
    return {
      only: true,
      hints: [
        { verb: 'counterspell', options: { answer: 'yes' }, label: 'Counter the spell' },
        { verb: 'counterspell', options: { answer: 'no' }, label: 'Let it be cast' },
        // A window stored before `standing` existed did not offer it.
        ...(pending.offered ? [{ verb: 'counterspell', options: { answer: 'standing' }, label: 'As your standing orders say' }] : []),
      ],
    };
  }
  if (filter.verb !== 'cast' && filter.verb !== 'counter') return { only: false, hints: [] };
  const casters = state.units.filter((u) => u.side === seat && !u.dead && u.hex && !isInvisible(u) && bookOf(state, u.id));
  const chosen = filter.options?.caster ? findUnit(state, filter.options.caster, casters) : undefined;
  const hints: OrderHint[] = [];
  for (const caster of chosen?.ok ? [chosen.value] : casters) {
    const book = bookOf(state, caster.id)!;
    hints.push({ verb: filter.verb, options: { caster: caster.name }, label: `${caster.name} (${book.ep} EP, level ${book.level})` });
    if (filter.verb !== 'cast') continue;
    const volume = volumeOf(table);
    const spell = filter.options?.spell ? findSpell(filter.options.spell) : undefined;
    if (!spell) {
      for (const s of Object.values(SPELLS)) {
        if (s.volumes.includes(volume) && book.level >= s.minLevel) hints.push({ verb: 'cast', options: { caster: caster.name, spell: s.id }, label: `${s.name}: ${s.usage}` });
      }
      continue;
    }
    for (const u of state.units.filter((x) => x.hex && (spell.id === 'revive' ? x.dead : !x.dead))) {
      hints.push({ verb: 'cast', options: { caster: caster.name, spell: spell.id, target: u.name }, label: `${spell.name} on ${u.name}` });
    }
  }
  return { only: true, hints };
}
