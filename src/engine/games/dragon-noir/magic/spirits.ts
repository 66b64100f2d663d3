import type { GameEvent } from '../../../core/events.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { labelOf } from '../../../hex/labels.ts';
import { belowGround } from './underground.ts';
import { UnitSchema, type DnState, type Unit } from '../state.ts';
import type { Table } from '../world.ts';
import { hexesOption, type CastContext, type SpellPlan } from './plan.ts';
import { whyNotHere } from './place.ts';
import { GARGOYLE, isSpirit, LIVING_DEAD } from './spirit-defs.ts';
import type { CharacterDef } from '../characters/characters.ts';

/**
 * Make spirits appear (3.55): 4 Living Dead for 25 EP, 2 Gargoyles for 20 EP. They come as
 * characters of the caster's side, stay a number of game turns — Living Dead 2 on the surface,
 * 1 underground; Gargoyles 4 and 2 — and then vanish. The player-turn in which they appear
 * counts as half a turn, so the count runs in player-turns from that one: 2 turns are that
 * player-turn and the next three.
 *
 * **Ours:** the caster names the hexes where they appear, each within the spell's range; the
 * spell is "called underground" when the caster stands underground; spirits act from the
 * moment they appear, like anyone who has not yet moved or fought in the phase.
 */

interface Kind {
  def: CharacterDef;
  count: number;
  cost: number;
  /** Game turns on the surface; half as many underground. */
  turns: number;
  marker: string;
}

const KINDS: Record<'living-dead' | 'gargoyles', Kind> = {
  'living-dead': { def: LIVING_DEAD, count: 4, cost: 25, turns: 2, marker: 'living-dead' },
  gargoyles: { def: GARGOYLE, count: 2, cost: 20, turns: 4, marker: 'gargoyle' },
};

/** How many game turns the spirits stay (3.55: halved underground). */
export function spiritTurns(kind: 'living-dead' | 'gargoyles', underground: boolean): number {
  const turns = KINDS[kind].turns;
  return underground ? turns / 2 : turns;
}

/** The last player-turn spirits called up in `playerTurn` stay for: two player-turns a game turn, the first being this one. */
export function lastPlayerTurn(playerTurn: number, turns: number): number {
  return playerTurn + 2 * turns - 1;
}

export function summon(kindId: 'living-dead' | 'gargoyles') {
  const kind = KINDS[kindId];
  return (ctx: CastContext): Result<SpellPlan> => {
    const hexes = hexesOption(ctx, `the ${kind.count} hexes where they appear`);
    if (!hexes.ok) return hexes;
    if (hexes.value.length !== kind.count) return err(`${ctx.spell.name}: name ${kind.count} hexes, one for each (3.55).`);
    const ids = freeIds(ctx.table.state, kind);
    const probe = (i: number): Unit => spiritUnit(kind, ids[i] ?? `${kind.def.id}-${i + 1}`, i, ctx.caster.side, null);
    for (const [i, h] of hexes.value.entries()) {
      const why = whyNotHere(ctx.table, probe(i), h);
      if (why) return err(`A spirit cannot appear in ${labelOf(h)}: ${why}.`);
    }
    const underground = belowGround(ctx.table, ctx.at);
    const turns = spiritTurns(kindId, underground);
    return ok({
      cost: kind.cost,
      what: `${ctx.spell.name} in ${hexes.value.map(labelOf).join(', ')}`,
      reach: hexes.value,
      on: [],
      markers: { key: kind.marker, count: kind.count, name: kind.def.name },
      apply(table) {
        const { state } = table;
        const until = lastPlayerTurn(state.playerTurn, turns);
        const spirits = hexes.value.map((h, i) => {
          const u = spiritUnit(kind, ids[i]!, i, ctx.caster.side, h);
          return { ...u, spells: [{ spell: 'spirit' as const, caster: ctx.caster.id, points: null, until, arrival: null }] };
        });
        const next: DnState = { ...state, units: [...state.units, ...spirits] };
        const where = spirits.map((u) => `${u.name} in ${labelOf(u.hex!)}`).join(', ');
        const events: GameEvent[] = [
          { type: 'spirits', text: `${where} appear${underground ? ' underground' : ''}, for ${turns} turn${turns === 1 ? '' : 's'}: they vanish when player-turn ${until + 1} begins (3.55).`, visibleTo: 'all', data: { units: spirits.map((u) => u.id) } },
        ];
        return { state: next, events };
      },
    });
  };
}

function freeIds(state: DnState, kind: Kind): string[] {
  const taken = new Set(state.units.map((u) => u.id));
  const ids: string[] = [];
  for (let n = 1; ids.length < kind.count && n < 100; n++) if (!taken.has(`${kind.def.id}-${n}`)) ids.push(`${kind.def.id}-${n}`);
  return ids;
}

function spiritUnit(kind: Kind, id: string, i: number, side: string, hex: Unit['hex']): Unit {
  const n = Number(id.split('-').pop()) || i + 1;
  return UnitSchema.parse({ id, character: kind.def.id, name: `${kind.def.name} ${n}`, side, hex, wounds: 0, stunned: false, dead: false });
}

/** Spirits whose time is up dematerialise as a player-turn begins (3.55). */
export function dematerialise(table: Table): { state: DnState; events: GameEvent[] } {
  const { state } = table;
  const gone = state.units.filter((u) => isSpirit(u) && u.spells.some((s) => s.spell === 'spirit' && s.until < state.playerTurn));
  if (gone.length === 0) return { state, events: [] };
  const ids = new Set(gone.map((u) => u.id));
  const next: DnState = { ...state, units: state.units.filter((u) => !ids.has(u.id)), moves: state.moves.filter((m) => !ids.has(m.unit)) };
  return { state: next, events: [{ type: 'spirits-vanish', text: `${gone.map((u) => u.name).join(', ')} dematerialise${gone.length === 1 ? 's' : ''}.`, visibleTo: 'all', data: { units: [...ids] } }] };
}
