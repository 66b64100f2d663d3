import { describe, expect, it } from 'vitest';
import { frontAt } from './world.ts';

/** DL11 Rule 7 in play: battles on the test front, with forced dice read on the CRT (GAPS §2.2). */
function toCombat(g: ReturnType<typeof frontAt>) {
  expect(g.play('highlord', { verb: 'done' }).ok).toBe(true);
  if (g.state.phase === 'taunt') expect(g.play('whitestone', { verb: 'done' }).ok).toBe(true);
  expect(g.state).toMatchObject({ phase: 'combat', acting: 'highlord' });
}

describe('DL11 Rule 7: battles', () => {
  it('Rule 7: attacking across a ford is −3, so 2-1 with a roll of 4 reads the 1 row: D1/2', () => {
    const g = frontAt({ 'hobgoblins-1': '0604a', 'hobgoblins-2': '0604a', 'kender-1': '0605a' });
    toCombat(g);
    const fought = g.play('highlord', { verb: 'attack', target: '0605a', with: ['0604a'] }, 4);
    expect(fought.ok).toBe(true);
    const text = fought.ok ? fought.value.events[0]!.text : '';
    expect(text).toContain('Odds 8 to 4 → 2-1');
    expect(text).toContain('d10 for the battle: 4 (forced) −3 across a ford = 1');
    // The ford's −3 makes the roll 1: 2-1 row 1 is D1/2 (GAPS §2.2).
    expect(fought.ok && fought.value.events[0]!.rolls![0]).toMatchObject({ total: 1, column: '2-1', result: 'D1/2' });
  });

  it('Rule 7: on open ground 8 against 4 with a roll of 4 is D/2R', () => {
    const g = frontAt({ 'hobgoblins-1': '0704a', 'hobgoblins-2': '0704a', 'kender-1': '0705a' });
    toCombat(g);
    const fought = g.play('highlord', { verb: 'attack', target: '0705a', with: ['0704a'] }, 4);
    expect(fought.ok && fought.value.events[0]!.rolls![0]).toMatchObject({ total: 4, column: '2-1', result: 'D/2R' });
    expect(g.state.units['hobgoblins-1']).toMatchObject({ depleted: true });
    expect(g.state.units['hobgoblins-2']).toMatchObject({ depleted: true });
    expect(g.state.units['kender-1']).toMatchObject({ at: null, off: 'pool' });
    expect(g.state.lost).toEqual({ highlord: 4, whitestone: 4 });
    expect(g.state.advance).toMatchObject({ units: ['hobgoblins-1', 'hobgoblins-2'] });
    expect(g.play('highlord', { verb: 'advance', with: ['all'] }).ok).toBe(true);
    expect(g.at('hobgoblins-1')).toBe('0705a');
  });

  it('Rule 7: each hex is attacked once a combat step, and each army attacks once a turn', () => {
    const g = frontAt({ 'hobgoblins-1': '0704a', 'hobgoblins-2': '0706a', 'kender-1': '0705a', 'kender-2': '0805a' });
    toCombat(g);
    // 4 against 4, 1-1; a roll of 1 is DR/1: the hobgoblins lose a step and retreat, the kender lose a step.
    expect(g.play('highlord', { verb: 'attack', target: '0705a', with: ['Hobgoblins 1'] }, 1).ok).toBe(true);
    expect(g.play('highlord', { verb: 'attack', target: '0705a', with: ['0706a'] })).toMatchObject({ ok: false, error: '0705a has been attacked already this combat step; each hex is attacked once.' });
    expect(g.play('highlord', { verb: 'attack', target: '0805a', with: ['hobgoblins-1'] })).toMatchObject({ ok: false, error: 'Hobgoblins 1 has attacked already this turn; an army attacks once a turn.' });
  });

  it('Rule 7: an army attacks only a hex it could move into, so not across a deep river but at a bridge', () => {
    const g = frontAt({ 'hobgoblins-1': '0804a', 'kender-1': '0805a', 'hobgoblins-2': '0904a', 'kender-2': '0905a' });
    toCombat(g);
    expect(g.play('highlord', { verb: 'attack', target: '0805a', with: ['0804a'] })).toMatchObject({ ok: false, error: expect.stringMatching(/^Hobgoblins 1 cannot attack 0805a from 0804a: it could not move there/) });
    const bridge = g.play('highlord', { verb: 'attack', target: '0905a', with: ['0904a'] }, 6);
    expect(bridge.ok && bridge.value.events[0]!.rolls![0]!.modifiers).toEqual([{ label: 'across a bridge', value: -4 }]);
  });

  it('Rule 7: retreat goes to a hex the enemy does not hold nor touch; with none, the army is eliminated', () => {
    // The kender at 0705a are ringed: the sea is not there, but hobgoblins and their zones of control are everywhere around.
    const g = frontAt({ ogres: '0704a', 'hobgoblins-1': '0804a', 'hobgoblins-2': '0606a', 'hobgoblins-3': '0706a', 'kender-1': '0705a' });
    toCombat(g);
    // 6 against 4 is 3-2; a roll of 7 reads 1/1R: the kender lose a step and must retreat, and cannot.
    const fought = g.play('highlord', { verb: 'attack', target: '0705a', with: ['ogres'] }, 7);
    expect(fought.ok && fought.value.events[0]!.rolls![0]).toMatchObject({ column: '3-2', result: '1/1R' });
    expect(g.state.units['kender-1']).toMatchObject({ at: null, off: 'pool' });
    expect(fought.ok && fought.value.events.map((e) => e.text)).toContain('Kender 1 cannot retreat from 0705a and is eliminated.');
  });

  it('DRAGON #107 errata: a leader whose stack is wiped out is lost on a d6 of 1-3 and escapes to the nearest friendly stack on 4-6', () => {
    const g = frontAt({ 'hobgoblins-1': '0704a', 'hobgoblins-2': '0704a', 'kender-1': '0705a', 'hylo-lord': '0705a', 'kender-2': '0607a' });
    toCombat(g);
    // 8 against 4 is 2-1; 16+ is 1/E; the lord rolls 5 and joins Kender 2.
    const fought = g.play('highlord', { verb: 'attack', target: '0705a', with: ['0704a'] }, 10, 5);
    expect(fought.ok).toBe(true);
    expect(g.at('hylo-lord')).toBe('0607a');
  });
});

describe('DL11 Rule 10: the kender taunt', () => {
  it('Rule 10: after the enemy moves, kender taunt a stack next to them; on 4-6 it attacks them at once, alone, at −2', () => {
    const g = frontAt({ 'hobgoblins-1': '0704a', 'hobgoblins-2': '0804a', 'kender-1': '0705a' });
    expect(g.play('highlord', { verb: 'done' }).ok).toBe(true);
    expect(g.state).toMatchObject({ phase: 'taunt', acting: 'whitestone' });
    // d6 5: taunted; then the battle: 4 against 4 is 1-1, d10 6 −2 taunt = 4: D1/2.
    const taunt = g.play('whitestone', { verb: 'taunt', kender: '0705a', target: '0704a' }, 5, 6);
    expect(taunt.ok).toBe(true);
    const roll = taunt.ok ? taunt.value.events[1]!.rolls![0] : undefined;
    expect(roll).toMatchObject({ column: '1-1', total: 4, result: 'D1/2', modifiers: [{ label: 'taunted by kender', value: -2 }] });
    expect(g.play('whitestone', { verb: 'taunt', kender: '0705a', target: '0804a' })).toMatchObject({ ok: false });
    expect(g.play('whitestone', { verb: 'done' }).ok).toBe(true);
    expect(g.play('highlord', { verb: 'attack', target: '0705a', with: ['0704a'] })).toMatchObject({ ok: false });
  });

  it('Rule 10: on 1-3 the taunt is ignored', () => {
    const g = frontAt({ 'hobgoblins-1': '0704a', 'kender-1': '0705a' });
    g.play('highlord', { verb: 'done' });
    const taunt = g.play('whitestone', { verb: 'taunt', kender: '0705a', target: '0704a' }, 3);
    expect(taunt.ok && taunt.value.events).toHaveLength(1);
    expect(g.state.attacked).toEqual([]);
  });
});
