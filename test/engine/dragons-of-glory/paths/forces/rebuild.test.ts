import { describe, expect, it } from 'vitest';
import { placeRebuilt, rebuildCost, spendRebuildPoints } from '../../../../../src/engine/games/dragons-of-glory/paths/rebuild.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, ctx, deplete, off, plState, put, texts, where } from './fixture.ts';

/** Turn 6 of a war with Palanthus and Solanthus for the Whitestone, Khur for the Highlords; Dark Temple played if `temple`. */
function war(temple = false): DogState {
  const state = plState({ darkTemplePlayed: temple }, { turn: 6, darkTemple: temple ? 'neraka' : null });
  return ally(ally(state, 'whitestone', 'palanthus', 'solanthus', 'caergoth'), 'highlord', 'khur');
}

const cost = (state: DogState, side: 'highlord' | 'whitestone', id: string) => rebuildCost(state, ctx, side, id);

describe('PL rebuild points', () => {
  it('WE-PL-24 Replenishing: a depleted army outside its home borders cannot be replenished', () => {
    const state = deplete(put(war(), '0910b', 'palanthus-infantry-1'), 'palanthus-infantry-1');
    expect(cost(state, 'whitestone', 'palanthus-infantry-1')).toEqual({ ok: false, error: 'Palanthus Infantry 1 is in Kalaman (0910b), outside Palanthus: an army is replenished only inside its home borders (PL "Using the Event Cards" 3).' });
  });

  it('WE-PL-24 Replenishing: inside its borders in a city, port or fortress, each RP flips back one point (4 → 2 costs 2)', () => {
    const state = deplete(put(war(), '2103a', 'palanthus-infantry-1'), 'palanthus-infantry-1');
    expect(cost(state, 'whitestone', 'palanthus-infantry-1')).toEqual({ ok: true, value: { rp: 2, how: 'replenish' } });
    // In open country at home it is not.
    const afield = deplete(put(war(), '2104a', 'palanthus-infantry-1'), 'palanthus-infantry-1');
    expect(cost(afield, 'whitestone', 'palanthus-infantry-1')).toEqual({ ok: false, error: 'Palanthus Infantry 1 stands in 2104a, no city, port or fortress: an army is replenished only in one inside its home borders (PL "Using the Event Cards" 3).' });
  });

  it('PL RP: a damaged fleet is replenished in a port of its own country (5 → 4 costs 1), not at sea', () => {
    const inPort = deplete(put(war(), '2103a', 'palanthus-fleet-1'), 'palanthus-fleet-1');
    expect(cost(inPort, 'whitestone', 'palanthus-fleet-1')).toEqual({ ok: true, value: { rp: 1, how: 'replenish' } });
    const atSea = deplete(put(war(), '2102a', 'palanthus-fleet-1'), 'palanthus-fleet-1');
    expect(cost(atSea, 'whitestone', 'palanthus-fleet-1')).toMatchObject({ ok: false });
  });

  it('WE-PL-24 Replenishing: knights may use any knight nation (6 → 3 costs 3), but no other country', () => {
    const inCaergoth = deplete(put(war(), '1417a', 'solanthus-knights-1'), 'solanthus-knights-1');
    expect(cost(inCaergoth, 'whitestone', 'solanthus-knights-1')).toEqual({ ok: true, value: { rp: 3, how: 'replenish' } });
    const inPalanthus = deplete(put(war(), '2103a', 'solanthus-knights-1'), 'solanthus-knights-1');
    expect(cost(inPalanthus, 'whitestone', 'solanthus-knights-1')).toMatchObject({ ok: false });
  });

  it('PL RP: Highlord mercenaries have no back in our data, so they are rebuilt whole, never replenished', () => {
    const khuriKhan = deplete(put(war(true), '1428b', 'mercenary-infantry-1'), 'mercenary-infantry-1');
    // The mercenary infantry has no back in our data: a first loss eliminates it, so there is nothing to flip.
    expect(cost(khuriKhan, 'highlord', 'mercenary-infantry-1')).toEqual({ ok: false, error: 'Mercenary Infantry 1 is at full strength.' });
    const eliminated = off(war(true), 'pool', 'mercenary-infantry-1');
    expect(cost(eliminated, 'highlord', 'mercenary-infantry-1')).toEqual({ ok: true, value: { rp: 6, how: 'rebuild' } });
  });

  it('PL RP: an eliminated army is rebuilt only to full strength, its full strength in RP', () => {
    const state = off(war(), 'pool', 'palanthus-infantry-3');
    expect(cost(state, 'whitestone', 'palanthus-infantry-3')).toEqual({ ok: true, value: { rp: 4, how: 'rebuild' } });
    expect(cost(off(war(), 'eliminated', 'solanthus-knights-2'), 'whitestone', 'solanthus-knights-2')).toEqual({ ok: true, value: { rp: 6, how: 'rebuild' } });
  });

  it('PL RP: flying armies, leaders, undead, draconians and Maelstrom fleets may not be rebuilt', () => {
    const state = ally(off(war(true), 'pool', 'silvanesti-pegasi-1', 'gunthar-leader', 'undead-legion-1', 'draconians-1', 'pirate-fleet-1', 'red-dragon-1'), 'whitestone', 'silvanesti', 'gunthar');
    const refusal = (side: 'highlord' | 'whitestone', id: string) => {
      const r = cost(ally(state, 'highlord', 'maelstrom'), side, id);
      return r.ok ? 'allowed' : r.error;
    };
    expect(refusal('whitestone', 'silvanesti-pegasi-1')).toBe('Silvanesti Pegasi 1 flies: flying armies are never rebuilt (PL "Using the Event Cards" 3).');
    expect(refusal('highlord', 'red-dragon-1')).toBe('Red Dragon 1 flies: flying armies are never rebuilt (PL "Using the Event Cards" 3).');
    expect(refusal('whitestone', 'gunthar-leader')).toBe('Gunthar Leader is a leader: leaders are never rebuilt (PL "Using the Event Cards" 3).');
    expect(refusal('highlord', 'undead-legion-1')).toBe('Undead Legion 1 is undead: undead are never rebuilt (PL "Using the Event Cards" 3).');
    expect(refusal('highlord', 'draconians-1')).toBe('Draconians 1 is a draconian: draconians come only from the Dark Temple, never by RP (PL "Using the Event Cards" 3).');
    expect(refusal('highlord', 'pirate-fleet-1')).toBe('Pirate Fleet 1 is a Maelstrom fleet: Maelstrom fleets are never rebuilt (PL "Using the Event Cards" 3).');
  });

  it('PL I: the Highlords may not use RP until Dark Temple is played', () => {
    const state = off(war(false), 'pool', 'khur-infantry-1');
    expect(cost(state, 'highlord', 'khur-infantry-1')).toEqual({ ok: false, error: 'The Highlords may use no rebuild points until Dark Temple is played (PL I).' });
    expect(cost({ ...state, pl: { ...state.pl!, darkTemplePlayed: true } }, 'highlord', 'khur-infantry-1')).toEqual({ ok: true, value: { rp: 4, how: 'rebuild' } });
    expect(cost(state, 'whitestone', 'khur-infantry-1')).toEqual({ ok: false, error: 'Khur Infantry 1 does not serve the Whitestone.' });
  });

  it('PL RP: points spent go to the next turn\'s square for the rebuilt and flip the depleted at once; more than the cards give is refused', () => {
    const state = deplete(put(off(war(), 'pool', 'palanthus-infantry-3'), '2103a', 'palanthus-infantry-1'), 'palanthus-infantry-1');
    expect(spendRebuildPoints(state, ctx, 'whitestone', 5, ['palanthus-infantry-3', 'palanthus-infantry-1'])).toEqual({
      ok: false,
      error: 'That costs 6 rebuild points (Palanthus Infantry 3 4, Palanthus Infantry 1 2); the cards give 5.',
    });
    const spent = spendRebuildPoints(state, ctx, 'whitestone', 7, ['palanthus-infantry-3', 'palanthus-infantry-1']);
    if (!spent.ok) throw new Error(spent.error);
    const next = spent.value.state;
    expect(next.pl!.rebuilt).toEqual([{ counter: 'palanthus-infantry-3', turn: 7 }]);
    expect(where(next, 'palanthus-infantry-3')).toBe('pool');
    expect(next.units['palanthus-infantry-1']!.depleted).toBe(false);
    expect(texts(spent.value.events)).toEqual(["The Whitestone spend 6 of 7 rebuild points: Palanthus Infantry 3 is rebuilt (4) and waits on turn 7's square; Palanthus Infantry 1 is replenished (2)."]);
    // Once on the track it is not bought twice.
    expect(spendRebuildPoints(next, ctx, 'whitestone', 4, ['palanthus-infantry-3'])).toEqual({ ok: false, error: 'Palanthus Infantry 3 is already rebuilt and waits on the turn track.' });
  });

  it('PL RP: armies rebuilt last turn are placed at this turn\'s end in or beside their capital, fleets in their country\'s port', () => {
    let state = off(war(), 'pool', 'palanthus-infantry-3', 'palanthus-fleet-1', 'solanthus-knights-1');
    state = { ...state, pl: { ...state.pl!, rebuilt: [{ counter: 'palanthus-infantry-3', turn: 6 }, { counter: 'palanthus-fleet-1', turn: 6 }, { counter: 'solanthus-knights-1', turn: 7 }] } };
    const { state: next, events } = placeRebuilt(state, ctx);
    expect(where(next, 'palanthus-infantry-3')).toBe('2103a');
    expect(where(next, 'palanthus-fleet-1')).toBe('2103a');
    expect(where(next, 'solanthus-knights-1')).toBe('pool');
    expect(next.pl!.rebuilt).toEqual([{ counter: 'solanthus-knights-1', turn: 7 }]);
    expect(texts(events)).toEqual(['Palanthus Infantry 3, rebuilt, takes the field at Palanthus (2103a).', 'Palanthus Fleet 1, rebuilt, takes the field at Palanthus (2103a).']);
  });

  it('PL RP: with the enemy in the capital, a rebuilt army comes beside it', () => {
    let state = put(off(war(), 'pool', 'palanthus-infantry-3'), '2103a', 'khur-infantry-1');
    state = { ...state, held: { palanthus: 'highlord' }, pl: { ...state.pl!, rebuilt: [{ counter: 'palanthus-infantry-3', turn: 6 }] } };
    const next = placeRebuilt(state, ctx).state;
    expect(where(next, 'palanthus-infantry-3')).toBe('2203a');
  });

  it('FACTS §1.3: once Dark Temple is played, a draconian is raised at step 9 with the rebuilt mercenaries, in or beside Neraka', () => {
    let state = off(war(true), 'pool', 'mercenary-infantry-1');
    state = { ...state, pl: { ...state.pl!, rebuilt: [{ counter: 'mercenary-infantry-1', turn: 6 }] } };
    const { state: next, events } = placeRebuilt(state, ctx);
    expect(where(next, 'mercenary-infantry-1')).toBe('0921b');
    expect(where(next, 'draconians-1')).toBe('0921b');
    expect(next.draconiansRaised).toBe(1);
    expect(texts(events)).toEqual(['Mercenary Infantry 1, rebuilt, takes the field at Neraka (0921b).', 'Draconians 1 is raised at the Dark Temple in Neraka (1 of 20).']);
    // Before Dark Temple, none.
    expect(placeRebuilt(war(false), ctx).state.draconiansRaised).toBe(0);
  });
});
