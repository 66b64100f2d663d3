import { describe, expect, it } from 'vitest';
import { orderSchemaOf, type AnyOrderDef } from '../../../../src/engine/core/order-def.ts';
import { navalOrders } from '../../../../src/engine/games/dragons-of-glory/naval/orders.ts';
import type { DogState } from '../../../../src/engine/games/dragons-of-glory/state.ts';
import { dice, label, seaState, WORLD } from './sea-world.ts';

const defs = navalOrders(WORLD);
const schema = orderSchemaOf<{ verb: string } & Record<string, unknown>>(defs as unknown as ReadonlyArray<AnyOrderDef<unknown>>);
const byVerb = new Map<string, AnyOrderDef<DogState>>(defs.map((d) => [d.verb, d as AnyOrderDef<DogState>]));

/** An order as typed: read by its schema, then applied by its definition. */
function give(state: DogState, seat: string, typed: Record<string, string>) {
  const order = schema.parse(typed);
  return byVerb.get(order.verb)!.apply!(state, seat, order, dice(10, 10, 10, 10));
}

describe('the fleets\' orders', () => {
  it('are described in at most 100 characters, in the game\'s words', () => {
    for (const d of defs) expect(d.description.length).toBeLessThanOrEqual(100);
    expect(defs.map((d) => d.verb)).toEqual(['sail', 'embark', 'land', 'carry', 'citadel', 'naval-attack']);
  });

  it('are given by the acting side only, and refused in one line otherwise', () => {
    const state = seaState({ 'sanction-fleet-1': '0103a', 'palanthus-fleet-1': '0503a' });
    expect(give(state, 'whitestone', { verb: 'sail', fleet: 'Palanthus Fleet 1', to: '0703a' })).toEqual({ ok: false, error: 'It is the Highlord side\'s movement step; wait for it to finish.' });
    expect(give(state, 'highlord', { verb: 'sail', fleet: 'Palanthus Fleet 1', to: '0703a' })).toEqual({ ok: false, error: 'Palanthus Fleet 1 is not one of your fleets.' });
    expect(give(state, 'highlord', { verb: 'sail', fleet: 'Sanction Fleet 9', to: '0703a' })).toEqual({ ok: false, error: 'No counter is called Sanction Fleet 9; name one of your fleets.' });
    expect(give(state, 'highlord', { verb: 'sail', fleet: 'sanction fleet 1', to: '9999a' })).toEqual({ ok: false, error: '9999a is not a hex of the map; write it like 1823a.' });
  });

  it('sail, embark and land by name, with a public line of what happened', () => {
    let state = seaState({ 'sanction-fleet-1': '0404a', 'sanction-infantry-1': '0404a', toede: '0404a' });
    const steps: Array<Record<string, string>> = [
      { verb: 'embark', units: 'Sanction Infantry 1, Toede', fleet: 'Sanction Fleet 1' },
      { verb: 'sail', fleet: 'Sanction Fleet 1', to: '0604a' },
      { verb: 'land', carrier: 'Sanction Fleet 1', at: '0605a' },
    ];
    for (const step of steps) {
      const done = give(state, 'highlord', step);
      if (!done.ok) throw new Error(done.error);
      expect(done.value.events[0]!.visibleTo).toBe('all');
      state = done.value.state;
    }
    expect(label(state.units['sanction-infantry-1']!.at)).toBe('0605a');
    expect(label(state.units.toede!.at)).toBe('0605a');
  });

  it('offers legal forms that are all accepted', () => {
    const movement = seaState({ 'sanction-fleet-1': '0404a', 'sanction-infantry-1': '0404a', 'sanction-fleet-2': '0604a', toede: { aboard: 'sanction-fleet-2' }, 'flying-citadel': '0508a', 'red-wing-1': '0508a' });
    const combat = seaState({ 'sanction-fleet-1': '0303a', 'palanthus-fleet-1': '0403a' }, { phase: 'combat' });
    const griffons = seaState({ 'qualinesti-griffons': '0108a', 'qualinesti-infantry-1': '0108a' }, { acting: 'whitestone' });
    let offered = 0;
    for (const [state, seat, verbs] of [
      [movement, 'highlord', ['sail', 'embark', 'land', 'citadel']],
      [combat, 'highlord', ['naval-attack']],
      [griffons, 'whitestone', ['carry']],
    ] as const) {
      for (const verb of verbs) {
        const hints = byVerb.get(verb)!.legal!(state, seat, {});
        expect(hints.length, verb).toBeGreaterThan(0);
        for (const h of hints) {
          const done = give(state, seat, { verb: h.verb, ...h.options });
          expect(done.ok ? 'accepted' : done.error, h.label).toBe('accepted');
          offered++;
        }
      }
    }
    expect(offered).toBeGreaterThan(10);
  });
});
