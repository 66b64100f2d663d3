import { describe, expect, test } from 'vitest';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { parseLabel } from '../../../src/engine/hex/labels.ts';
import { act, at, must, patch, unit, type Setup } from '../../support/dragon-noir.ts';
import { during, ep, field, magicTable, playTo } from '../../support/dn-magic.ts';

/** Spells a caster casts on himself (3.51), Increase Movement and Heal on others (3.53). */

const rebels = (extra: Record<string, Setup> = {}, spec: Parameters<typeof magicTable>[0] = {}) => {
  const t = magicTable({ orks: { shaman: 'N10', krular: 'P12' }, rebels: { zacharie: 'F2', ...extra }, turns: 20, ...spec });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

const spent = (before: DnState, after: DnState, id = 'zacharie') => ep(before, id) - ep(after, id);

const viewed = (module: ReturnType<typeof rebels>['module'], state: DnState, id: string, viewer = PUBLIC) => module.view(state, viewer).units.find((u) => u.id === id);

describe('3.51 the boosts: 1 EP a point, for 1 turn', () => {
  test('Increase Attack and Defence: the counter shows the points bought, in every view', () => {
    const { module, state } = rebels();
    const attack = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-attack', points: '5' }, [9]);
    expect(spent(state, attack.state)).toBe(5);
    expect(viewed(module, attack.state, 'zacharie')).toMatchObject({ attack: 9, defence: 3, spells: ['attack +5'] });
    const defence = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-defence', points: '3' }, [9]);
    expect(viewed(module, defence.state, 'zacharie')).toMatchObject({ attack: 4, defence: 6 });
  });

  test('"1 turn": the spell lasts through the enemy\'s player-turn and ends as the caster\'s next one begins', () => {
    const { module, state } = rebels();
    const cast = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-defence', points: '3' }, [9]).state;
    const enemy = playTo(module, cast, 3).state;
    expect(viewed(module, enemy, 'zacharie')!.defence).toBe(6);
    const next = playTo(module, enemy, 4);
    expect(viewed(module, next.state, 'zacharie')!.defence).toBe(3);
    expect(next.events.map((e) => e.text)).toContain('The spells on Zacharie wear off.');
  });

  test('WE-DN-83: +3 MA costs 3 on himself, 6 on an unwounded ally, 9 on a wounded one', () => {
    const { module, state } = rebels({ grast: 'F4', aldus: 'F5' });
    const wounded = patch(state, 'aldus', { wounds: 1 });
    const own = must(module, wounded, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-move', points: '3' }, [9]);
    expect(spent(wounded, own.state)).toBe(3);
    expect(viewed(module, own.state, 'zacharie')!.move).toBe(9);
    expect(spent(wounded, must(module, wounded, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-move', points: '3', target: 'Grast' }, [9]).state)).toBe(6);
    expect(spent(wounded, must(module, wounded, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-move', points: '3', target: 'Aldus' }, [9]).state)).toBe(9);
  });

  test('bought in the middle of a move, the MP go on the rest of it', () => {
    const { module, state } = rebels();
    const walked = must(module, state, 'rebels', 'move', { unit: 'Zacharie', to: 'F8' }).state;
    expect(act(module, walked, 'rebels', 'move', { unit: 'Zacharie', to: 'F10' }).error).toMatch(/has no MP left/);
    const boosted = must(module, walked, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-move', points: '2' }, [9]).state;
    expect(at(must(module, boosted, 'rebels', 'move', { unit: 'Zacharie', to: 'F10' }).state, 'zacharie')).toBe('F10');
  });

  test('Increase Attack is for the caster himself only', () => {
    const { module, state } = rebels({ grast: 'F4' });
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'increase-attack', points: '2', target: 'Grast' }).error).toBe('Increase Attack works on the caster himself only (3.51).');
  });
});

describe('3.51 Teleportation: 3 EP a hex, on foot', () => {
  test('WE-DN-83: 5 hexes cost 15 (band 2); he is there at once', () => {
    const { module, state } = rebels();
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'teleport', hex: 'F7' }, [2]);
    expect(r.rolls[0]).toMatchObject({ row: '15 EP: more than 2', result: 'success' });
    expect(spent(state, r.state)).toBe(15);
    expect(at(r.state, 'zacharie')).toBe('F7');
    expect(r.text).toContain('Zacharie vanishes from F2 and appears in F7.');
  });

  test('not on horseback, nor onto someone, nor into what nobody can stand on', () => {
    const { module, state } = rebels({ grast: 'F4' });
    expect(act(module, patch(state, 'zacharie', { mounted: true, facing: 0 }), 'rebels', 'cast', { caster: 'Zacharie', spell: 'teleport', hex: 'F7' }).error).toBe('Zacharie is on horseback: Teleportation carries a character on foot (3.51).');
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'teleport', hex: 'F4' }).error).toBe('Zacharie cannot appear there: Grast stands in F4.');
  });
});

describe('3.51 Heal Wound, 3.53 Heal a wounded character', () => {
  test('WE-DN-82, ruling 135: Zacharie (100 EP) is wounded → 50; Heal Wound costs 4; success → (50 − 4) × 2 = 92', () => {
    const { module, state } = rebels({}, { orks: { shaman: 'F6' } });
    // Shaman's fireball wounds Zacharie in the Orks' turn.
    const hit = must(module, during(state, 'orks', 'movement', 1), 'orks', 'cast', { caster: 'Shaman', spell: 'fireball', hex: 'F2' }, [9, 1]);
    expect(ep(hit.state, 'zacharie')).toBe(50);
    const healing = during({ ...hit.state, steps: [] }, 'rebels', 'movement', 2);
    const r = must(module, healing, 'rebels', 'cast', { caster: 'Zacharie', spell: 'heal' }, [9]);
    expect(r.rolls[0]!.row).toBe('4 EP: more than 1');
    expect(unit(r.state, 'zacharie').wounds).toBe(0);
    expect(ep(r.state, 'zacharie')).toBe(92);
    expect(r.text).toContain('Zacharie is healed, and his energy rises from 46 to 92 EP (3.2).');
  });

  test('WE-DN-82: Shaman\'s Heal Wound costs 3', () => {
    // Shaman starts wounded with 50 EP (the scenario's conditions).
    const t = magicTable({ orks: { shaman: { hex: 'F6', wounds: 1, energy: 50 } }, rebels: { zacharie: 'A1' } });
    const s = during(t.state, 'orks', 'movement', 1);
    expect(ep(must(t.module, s, 'orks', 'cast', { caster: 'Shaman', spell: 'heal' }, [9]).state, 'shaman')).toBe(94);
  });

  test('WE-DN-83: healing wounded Grast on foot costs his wounded 7 + 3 = 10', () => {
    const { module, state } = rebels({ grast: 'F4' });
    const s = rebels({ grast: { hex: 'F4', wounds: 1 } }).state;
    const r = must(module, s, 'rebels', 'cast', { caster: 'Zacharie', spell: 'heal', target: 'Grast' }, [9]);
    expect(spent(s, r.state)).toBe(10);
    expect(unit(r.state, 'grast').wounds).toBe(0);
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'heal', target: 'Grast' }).error).toBe('Grast is not wounded.');
  });
});

describe('3.51 Invisibility (checklist 104): the arrival is secret until he reappears', () => {
  const vanish = (spec: Parameters<typeof magicTable>[0] = {}) => {
    const { module, state } = rebels({}, spec);
    const r = must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'invisibility', hex: 'H3' }, [9]);
    return { module, state, r };
  };

  test('WE-DN-83: it costs 15 at level 1 and 12 at level 2', () => {
    const { state, r } = vanish();
    expect(spent(state, r.state)).toBe(15);
    const two = vanish({ levels: { zacharie: 2 } });
    expect(spent(two.state, two.r.state)).toBe(12);
  });

  test('the arrival hex is in no public event: the public and the Orks read only that he vanished', () => {
    const { r } = vanish();
    const open = r.events.filter((e) => e.visibleTo === 'all');
    expect(open.map((e) => e.text)).toEqual([expect.stringMatching(/^Zacharie casts Invisibility for 15 EP: /), 'Zacharie vanishes from F2.']);
    for (const e of open) expect(JSON.stringify(e)).not.toContain('H3');
    const mine = r.events.filter((e) => e.visibleTo !== 'all');
    expect(mine).toEqual([expect.objectContaining({ visibleTo: ['rebels'], text: 'Zacharie moves unseen to H3; he reappears there when your next player-turn begins (3.51).' })]);
  });

  test('he is in no view but his own side\'s, which shows him where he will reappear', () => {
    const { module, r } = vanish();
    expect(viewed(module, r.state, 'zacharie', PUBLIC)).toBeUndefined();
    expect(viewed(module, r.state, 'zacharie', seatViewer('orks'))).toBeUndefined();
    expect(JSON.stringify(module.view(r.state, seatViewer('orks')).units)).not.toContain('Zacharie');
    expect(viewed(module, r.state, 'zacharie', seatViewer('rebels'))).toMatchObject({ invisible: true, hexes: [parseLabel('H3')], spells: ['invisible'] });
  });

  test('secrets(): where he will reappear is hidden from the Orks and the public, not from the Rebels', () => {
    const { module, r } = vanish();
    expect(module.secrets!(r.state, PUBLIC)).toContain('Zacharie will reappear in H3');
    expect(module.secrets!(r.state, seatViewer('orks'))).toContain('Zacharie will reappear in H3');
    expect(module.secrets!(r.state, seatViewer('rebels'))).toEqual([]);
  });

  test('unseen, nobody can aim a spell at him, and he casts nothing', () => {
    const { module, r } = vanish();
    const orks = during(r.state, 'orks', 'movement', 3);
    expect(act(module, orks, 'orks', 'cast', { caster: 'Shaman', spell: 'immobilise', target: 'Zacharie' }).error).toBe('Zacharie is not on the board.');
    expect(act(module, during(r.state, 'rebels', 'movement', 4), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }).error).toBe('Zacharie is invisible: he casts again once he reappears (3.51).');
  });

  test('he reappears in the arrival hex as his side\'s next player-turn begins, for everyone to see', () => {
    const { module, r } = vanish();
    const enemyTurn = playTo(module, r.state, 3);
    expect(unit(enemyTurn.state, 'zacharie').hex).toBeNull();
    const back = playTo(module, enemyTurn.state, 4);
    expect(at(back.state, 'zacharie')).toBe('H3');
    expect(back.events.find((e) => e.type === 'reappeared')).toMatchObject({ text: 'Zacharie reappears in H3.', visibleTo: 'all' });
    expect(viewed(module, back.state, 'zacharie', PUBLIC)).toMatchObject({ hexes: [parseLabel('H3')] });
    expect(module.secrets!(back.state, PUBLIC)).toEqual([]);
  });

  test('ours: if someone stands in the arrival hex, he reappears in the nearest hex he may stand in', () => {
    const { module, r } = vanish();
    const blocked = patch(playTo(module, r.state, 3).state, 'krular', { hex: 'H3' });
    const back = playTo(module, blocked, 4);
    expect(back.events.find((e) => e.type === 'reappeared')!.text).toMatch(/^Zacharie reappears in [A-Z]+\d+, H3 being taken\.$/);
    expect(at(back.state, 'zacharie')).not.toBe('H3');
  });

  test('the arrival must be within one move of his MA', () => {
    const { module, state } = rebels();
    expect(act(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'invisibility', hex: 'F12' }).error).toBe("F12 is beyond one move of Zacharie's 6 MA from F2: unseen, he still walks (3.51).");
  });

  test('DN2: cast in the Krobs\' player-turn, he reappears as his own begins', () => {
    const { module, state } = rebels({}, { volume: 2, maps: [{ rows: field(16, 12), kind: 'underground' }] });
    const r = must(module, during(state, 'orks', 'movement', 1), 'rebels', 'cast', { caster: 'Zacharie', spell: 'invisibility', hex: 'H3' }, [9]);
    expect(unit(r.state, 'zacharie').hex).toBeNull();
    expect(at(playTo(module, r.state, 2).state, 'zacharie')).toBe('H3');
  });
});
