import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../../../src/engine/hex/hex.ts';
import { BEREM_TABLE, beremHex, beremRoll, continentOf, followBerem, neutralContinentalCities, placeBerem } from '../../../../../src/engine/games/dragons-of-glory/paths/berem.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { ally, ctx, facesDice, hex, off, plState, put, texts, world } from './fixture.ts';

const placeOf = (state: DogState) => {
  const at = beremHex(state);
  return at ? world.map.label(at) : null;
};

/** Berem held by the Highlords with a mercenary army in Kalaman, the Whitestone's Palanthus infantry beside it. */
function heldInKalaman(): DogState {
  let state = ally(plState(), 'whitestone', 'palanthus');
  state = put(state, '0910b', 'mercenary-infantry-1');
  state = put(state, '1011b', 'palanthus-infantry-1', 'palanthus-infantry-2');
  return { ...state, pl: { ...state.pl!, berem: { status: 'captured', at: hex('0910b'), side: 'highlord', with: 'mercenary-infantry-1' } } };
}

/** The Whitestone's assault on Kalaman eliminated the mercenaries: what `fight` leaves behind. */
function assaulted(before: DogState): DogState {
  const after = off(before, 'pool', 'mercenary-infantry-1');
  return { ...after, attacked: ['palanthus-infantry-1', 'palanthus-infantry-2'], battles: [{ side: 'whitestone', hex: hex('0910b'), from: [hex('1011b')], text: '2-1 → -/E' }] };
}

describe('PL D Berem', () => {
  it('WE-PL-18 Berem placement: every place of the d10 table is on the map, where PL puts it', () => {
    const places = Object.values(BEREM_TABLE).flatMap((row) => ('place' in row ? [world.map.places.get(row.place)] : []));
    expect(places.map((p) => p?.name)).toEqual(['Lacynos', 'Pax Tharkas', 'Porliost', 'Kalaman', 'Palanthus', 'Kendermore', 'Kenderhome', 'Vingaard Keep']);
    const [mithas, , sw] = places;
    expect([mithas!.kind, world.map.hexes.get(hexKey(mithas!.hex))!.nation, continentOf(world).has(hexKey(mithas!.hex))]).toEqual(['fortress', 'mithas', false]);
    // South-west of Qualinost: a fortress of Qualinesti in a lower column and a higher row.
    const qualinost = world.map.places.get('qualinost')!;
    expect([sw!.kind, world.map.hexes.get(hexKey(sw!.hex))!.nation]).toEqual(['fortress', 'qualinesti']);
    expect(world.map.label(sw!.hex) < world.map.label(qualinost.hex) && Number(world.map.label(sw!.hex).slice(2, 4)) > Number(world.map.label(qualinost.hex).slice(2, 4))).toBe(true);
    expect([BEREM_TABLE[9], BEREM_TABLE[10]]).toEqual([{ choose: 'whitestone' }, { choose: 'highlord' }]);
  });

  it('WE-PL-18 Berem placement: 4 → Kalaman, 1 → the Mithas fortress, 8 → Vingaard', () => {
    for (const [face, label] of [[4, '0910b'], [1, '2922b'], [8, '3012a']] as const) {
      const dice = facesDice(face);
      const { state, events } = beremRoll(plState(), ctx, dice);
      expect([placeOf(state), state.pl!.berem.status]).toEqual([label, 'placed']);
      expect(dice.rolls[0]).toMatchObject({ sides: 10, face, table: 'PL D Berem placement', row: String(face) });
      expect(events).toHaveLength(1);
    }
    expect(texts(beremRoll(plState(), ctx, facesDice(4)).events)).toEqual(["Berem appears at Kalaman (d10 for Berem's place: 4 (forced))."]);
  });

  it('WE-PL-18 Berem placement: 9 → the Whitestone pick any neutral city on the continent, no islands; 10 → the Highlords', () => {
    const state = plState();
    const nine = beremRoll(state, ctx, facesDice(9));
    expect(nine.state).toBe(state);
    expect(nine.choose!.side).toBe('whitestone');
    expect(nine.choose!.places).toContain('kalaman');
    expect(nine.choose!.places).toContain('tarsis');
    // Islands (Mithas, Kothas, Saifhum, Sancrist, the Ergoths), the Highlords' Neraka, and fortresses are out.
    for (const id of ['nethosak', 'kalpethis', 'saifhum', 'castle-wistan', 'gwynned', 'daltigoth', 'neraka', 'porliost', 'thorbardin']) expect(nine.choose!.places).not.toContain(id);
    expect(texts(nine.events)).toEqual(["The Whitestone choose where Berem appears, in a neutral city on the continent (d10 for Berem's place: 9 (forced))."]);
    expect(beremRoll(state, ctx, facesDice(10)).choose!.side).toBe('highlord');
    // A city of a nation that has joined a side is no longer neutral.
    expect(neutralContinentalCities(ally(state, 'whitestone', 'tarsis'), world).map((p) => p.id)).not.toContain('tarsis');
  });

  it('WE-PL-18 Berem placement: with no neutral city on the continent, 9 or 10 is rolled again', () => {
    const nations = Object.keys(plState().nations);
    const state = ally(plState(), 'whitestone', ...nations.filter((n) => plState().nations[n]!.allegiance === 'neutral'));
    const dice = facesDice(10, 9, 5);
    const { state: next } = beremRoll(state, ctx, dice);
    expect(placeOf(next)).toBe('2103a'); // Palanthus
    expect(dice.rolls.map((r) => [r.face, r.result])).toEqual([
      [10, 'no neutral city on the continent: roll again'],
      [9, 'no neutral city on the continent: roll again'],
      [5, 'Palanthus'],
    ]);
  });

  it('WE-PL-19 Berem captured: placed in a hex holding an army, air or ground, he is captured at once by its side', () => {
    const ground = placeBerem(put(plState(), '0910b', 'mercenary-infantry-1'), ctx, 'kalaman');
    expect(ground.state.pl!.berem).toEqual({ status: 'captured', at: hex('0910b'), side: 'highlord', with: 'mercenary-infantry-1' });
    expect(texts(ground.events)).toEqual(['The Highlords have captured Berem: he goes with Mercenary Infantry 1 in 0910b.']);
    const air = placeBerem(put(plState(), '2103a', 'gold-dragon'), ctx, 'palanthus');
    expect(air.state.pl!.berem).toMatchObject({ status: 'captured', side: 'whitestone', with: 'gold-dragon' });
    // A leader is no army: Berem stands free beside Ariakas.
    expect(placeBerem(put(plState(), '0910b', 'ariakas'), ctx, 'kalaman').state.pl!.berem).toEqual({ status: 'placed', at: hex('0910b') });
  });

  it('PL D: captured, Berem goes wherever his captor goes', () => {
    const state = heldInKalaman();
    const moved = put(state, '1010b', 'mercenary-infantry-1');
    const { state: next, events } = followBerem(state, moved, ctx);
    expect(placeOf(next)).toBe('1010b');
    expect(next.pl!.berem.at).toEqual(hex('1010b'));
    expect(events).toEqual([]);
  });

  it('PL D: an assault that eliminates every army Berem is with captures him; he goes with one of the victorious stacks', () => {
    const before = heldInKalaman();
    const { state, events } = followBerem(before, assaulted(before), ctx);
    expect(state.pl!.berem).toEqual({ status: 'captured', at: hex('1011b'), side: 'whitestone', with: 'palanthus-infantry-1' });
    expect(texts(events)).toEqual(['The Whitestone have captured Berem: he goes with Palanthus Infantry 1 in 1011b.']);
  });

  it('PL D: while another army of his captor\'s side stands with him, Berem stays theirs', () => {
    const before = put(heldInKalaman(), '0910b', 'mercenary-infantry-2');
    const { state, events } = followBerem(before, assaulted(before), ctx);
    expect(state.pl!.berem).toEqual({ status: 'captured', at: hex('0910b'), side: 'highlord', with: 'mercenary-infantry-2' });
    expect(events).toEqual([]);
  });

  it('PL D: Berem cannot be eliminated: his captor lost with nobody to take him, he stays in the hex, uncaptured', () => {
    const before = heldInKalaman();
    const after = off(before, 'pool', 'mercenary-infantry-1');
    const { state, events } = followBerem(before, after, ctx);
    expect(state.pl!.berem).toEqual({ status: 'placed', at: hex('0910b') });
    expect(texts(events)).toEqual(['Berem is left alone in 0910b: nobody holds him now.']);
    // The first army that comes into his hex takes him.
    const entered = put(state, '0910b', 'palanthus-infantry-1');
    expect(followBerem(state, entered, ctx).state.pl!.berem).toEqual({ status: 'captured', at: hex('0910b'), side: 'whitestone', with: 'palanthus-infantry-1' });
  });

  it('PL D: Berem comes once, and only to a game played by the cards', () => {
    const placed = placeBerem(plState(), ctx, 'kalaman').state;
    expect(texts(beremRoll(placed, ctx, facesDice(4)).events)).toEqual(['Berem is already on the map.']);
    expect(texts(placeBerem(plState(), ctx, 'atlantis').events)).toEqual(['The map has no place called atlantis.']);
    expect(beremHex(plState())).toBeNull();
  });
});
