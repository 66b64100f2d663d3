import { describe, expect, test } from 'vitest';
import { gameModule } from '../../../src/app/modules.ts';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import type { DragonNoir } from '../../../src/engine/games/dragon-noir/index.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../../src/engine/hex/labels.ts';
import { act, at, must, patch, phase } from '../../support/dragon-noir.ts';
import { moduleWith, setUp, shippedScenario } from '../../support/dn-secret.ts';

/**
 * The secret set-up (checklist 105, the mechanism of DN1 scenario 2's placement on the
 * Watermill, 1.31, 5.15.1) in The Watermill Ambush: the Orks place their characters by DM in
 * columns M to X, and each stays off the board and out of every other view until he acts, is
 * walked into, or is seen within 4 hexes.
 */

const dn = gameModule('dragon-noir') as DragonNoir;
const ambush = () => setUp(dn, 'the-watermill-ambush');
const hiddenAt = (s: DnState, id: string) => {
  const h = s.secret.hidden.find((x) => x.unit === id);
  return h ? labelOf(h.hex) : undefined;
};
const view = (s: DnState, seat?: string) => dn.view(s, seat ? seatViewer(seat) : PUBLIC);

/** The Orks' set-up done as the scenario gives it: play begins with the Rebels' movement. */
const begun = (s: DnState = ambush()) => must(dn, s, 'orks', 'deploy', { done: 'yes' }).state;

describe('the secret set-up (checklist 105)', () => {
  test('before turn 1 the Orks set up, by DM; their characters wait off the board where the scenario puts them', () => {
    const s = ambush();
    expect(dn.phase(s)).toMatchObject({ key: 'deployment', label: 'Secret set-up · Orks', active: ['orks'], mode: 'simultaneous' });
    const orks = s.units.filter((u) => u.side === 'orks');
    expect(orks).toHaveLength(10);
    expect(orks.every((u) => u.hex === null)).toBe(true);
    expect(hiddenAt(s, 'black-fox')).toBe('Q9');
    expect(s.playerTurn).toBe(0);
  });

  test('only the Orks see their own: the public and the Rebels see no Ork; the Orks see theirs marked hidden', () => {
    const s = ambush();
    expect(view(s).units.filter((u) => u.side === 'orks')).toEqual([]);
    expect(view(s, 'rebels').units.filter((u) => u.side === 'orks')).toEqual([]);
    const own = view(s, 'orks').units.filter((u) => u.side === 'orks');
    expect(own).toHaveLength(10);
    expect(own.every((u) => u.hidden)).toBe(true);
    expect(view(s).secret.deploying).toEqual(['Orks']);
  });

  test('secrets() names where each hidden Ork waits, for everyone but the Orks', () => {
    const s = ambush();
    expect(dn.secrets!(s, PUBLIC)).toContain('Black Fox is hidden in Q9');
    expect(dn.secrets!(s, seatViewer('rebels'))).toContain('Shaman is hidden in S4');
    expect(dn.secrets!(s, seatViewer('orks')).filter((f) => f.includes('hidden'))).toEqual([]);
  });

  test('/deploy moves a hiding place; its answer goes to the Orks alone', () => {
    const r = must(dn, ambush(), 'orks', 'deploy', { unit: 'Black Fox', hex: 'P9' });
    expect(hiddenAt(r.state, 'black-fox')).toBe('P9');
    expect(r.events).toEqual([{ type: 'deployed', text: 'Black Fox will wait hidden in P9.', visibleTo: ['orks'] }]);
  });

  test('/deploy alone lists the set-up, privately', () => {
    const r = must(dn, ambush(), 'orks', 'deploy');
    expect(r.events[0]!.visibleTo).toEqual(['orks']);
    expect(r.text).toContain('Black Fox hidden in Q9');
    expect(r.text).toContain('Zone: columns M-X.');
  });

  test('bad placements are refused in one line, and nothing changes', () => {
    const s = ambush();
    const outside = act(dn, s, 'orks', 'deploy', { unit: 'Black Fox', hex: 'C5' });
    expect(outside.error).toBe("C5 is outside the Orks' set-up zone (columns M-X).");
    expect(outside.state).toBe(s);
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Zed', hex: 'Q9' }).error).toBe('Black Fox already waits in Q9 (2.37: one a hex).');
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Konrad', hex: 'Q9' }).error).toMatch(/^You have no character called Konrad\. Yours: Black Fox, Shaman/);
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Black Fox' }).error).toMatch(/^Where does Black Fox wait\?/);
    expect(act(dn, s, 'orks', 'deploy', { unit: 'Black Fox', hex: 'nowhere' }).error).toBe('hex: write the hex like F7.');
  });

  test('nothing else is played during the set-up, and the Rebels do not deploy', () => {
    const s = ambush();
    expect(act(dn, s, 'rebels', 'move', { unit: 'Konrad', to: 'C9' }).error).toBe('Not your move: it is Secret set-up · Orks.');
    expect(act(dn, s, 'rebels', 'deploy', { unit: 'Konrad', hex: 'C9' }).error).toBe('Not your move: it is Secret set-up · Orks.');
    expect(act(dn, s, 'orks', 'done').error).toBe('Secret set-up · Orks: the first turn begins when every side has finished its set-up (/deploy done).');
  });

  test('/deploy done begins turn 1: a public line, a map of the set-up for the channel, then the Rebels move', () => {
    const r = must(dn, ambush(), 'orks', 'deploy', { done: 'yes' });
    expect(r.events.filter((e) => e.visibleTo === 'all').map((e) => e.text)).toContain('The Orks have finished their secret set-up.');
    expect(dn.phase(r.state)).toMatchObject({ label: 'Turn 1 · Rebels · Movement', active: ['rebels'] });
    expect(r.state.units.filter((u) => u.side === 'orks').every((u) => u.hex === null)).toBe(true);
  });

  test('at the deadline the default is /deploy done: what was placed stays, the rest as the scenario puts them', () => {
    const s = ambush();
    expect(dn.defaultOrders(s, 'orks')).toEqual([{ verb: 'deploy', done: true }]);
    expect(dn.defaultOrders(s, 'rebels')).toEqual([]);
  });
});

describe('when the hidden are seen (ours: act, walk into, sight within the scenario\u2019s hexes, the turn)', () => {
  test('a hidden Ork who is ordered to act shows himself first, for everyone', () => {
    const s = phase(begun(), 'orks', 'movement');
    const r = must(dn, s, 'orks', 'move', { unit: 'Black Fox', to: 'P9' });
    expect(r.events[0]).toMatchObject({ type: 'revealed', visibleTo: 'all', text: 'Black Fox of the Orks, hidden in Q9, is seen: he shows himself to act.' });
    expect(at(r.state, 'black-fox')).toBe('P9');
    expect(hiddenAt(r.state, 'black-fox')).toBeUndefined();
  });

  test('a Rebel who comes within 4 hexes with a clear line of sight sees him', () => {
    const s = patch(begun(), 'konrad', { hex: 'L12' });
    const r = must(dn, s, 'rebels', 'move', { unit: 'Konrad', to: 'N11' });
    const seen = r.events.find((e) => e.type === 'revealed' && e.text.startsWith('Black Fox'));
    expect(seen?.text).toBe('Black Fox of the Orks, hidden in Q9, is seen: Konrad sees him from N11.');
    expect(at(r.state, 'black-fox')).toBe('Q9');
    expect(view(r.state).units.some((u) => u.id === 'black-fox')).toBe(true);
    // The others stay hidden.
    expect(hiddenAt(r.state, 'shaman')).toBe('S4');
  });

  test('a Rebel who walks through a hiding place finds who waits there; one who stops there makes him step aside', () => {
    let s = must(dn, ambush(), 'orks', 'deploy', { unit: 'Wardog 1', hex: 'N12' }).state;
    s = patch(begun(s), 'konrad', { hex: 'M12' });
    const through = must(dn, s, 'rebels', 'move', { unit: 'Konrad', to: 'O12', via: 'N12' });
    expect(through.events.find((e) => e.type === 'revealed' && e.text.startsWith('Wardog'))?.text).toBe('Wardog 1 of the Orks, hidden in N12, is seen: Konrad walks into him.');
    const onto = must(dn, s, 'rebels', 'move', { unit: 'Konrad', to: 'N12' });
    expect(onto.events.find((e) => e.type === 'revealed' && e.text.startsWith('Wardog'))?.text).toMatch(/^Wardog 1 of the Orks, hidden in N12, is seen: Konrad walks into him; he steps aside to [A-Z]\d+\.$/);
    expect(at(onto.state, 'konrad')).toBe('N12');
  });

  test('the scenario\u2019s reveal turn shows everyone still hidden as it begins', () => {
    const scenario = shippedScenario('the-watermill-ambush');
    const early = moduleWith({ ...scenario, id: 'early', deployment: [{ side: 'orks', columns: 'M-X', reveal: { turn: 2 } }] });
    let s = must(early, setUp(early, 'early'), 'orks', 'deploy', { done: 'yes' }).state;
    for (let i = 0; i < 12 && s.turn < 2; i++) s = must(early, s, s.sides[s.active]!.id, 'done').state;
    expect(s.secret.hidden).toEqual([]);
    expect(s.units.filter((u) => u.side === 'orks').every((u) => u.hex)).toBe(true);
  });

  test('at nightfall the still hidden are counted where they wait (ours): three Orks in the mill hold it', () => {
    const scenario = shippedScenario('the-watermill-ambush');
    const hold = moduleWith({ ...scenario, id: 'hold', victory: [{ kind: 'hold', name: 'the mill', area: 'mill', side: 'orks', otherwise: 'rebels' }] });
    const s = { ...phase(must(hold, setUp(hold, 'hold'), 'orks', 'deploy', { done: 'yes' }).state, 'orks', 'combat'), turn: 10, playerTurn: 20 };
    const end = must(hold, s, 'orks', 'done');
    expect(end.text).toContain('night falls');
    expect(end.state.outcome).toEqual({ winners: ['orks'], reason: 'At nightfall Orks hold the mill (3 against 0).' });
  });

  test('hidden, an Ork cannot be shot or attacked: he is not on the board', () => {
    const s = phase(patch(begun(), 'laberne', { hex: 'N9' }), 'rebels', 'offensive-fire');
    // Laberne stands 3 hexes from Black Fox but has not yet been shown him (no order has moved).
    const r = act(dn, s, 'rebels', 'fire', { with: 'Laberne', target: 'Black Fox' });
    expect(r.error).toBeDefined();
    expect(r.error).not.toContain('Q9');
  });
});
