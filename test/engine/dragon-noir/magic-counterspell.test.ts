import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../src/engine/core/dice.ts';
import { PUBLIC, seatViewer } from '../../../src/engine/core/events.ts';
import { playOrder } from '../../../src/engine/core/orders.ts';
import { initiative } from '../../../src/engine/games/dragon-noir/magic/counterspell.ts';
import type { DnState } from '../../../src/engine/games/dragon-noir/state.ts';
import { act, must, unit } from '../../support/dragon-noir.ts';
import { during, ep, magicTable } from '../../support/dn-magic.ts';

/** Counterspells by post: standing orders set in secret, and the optional window (3.3, 3.55, checklist 67, 112). */

const withEp = (state: DnState, id: string, value: number): DnState => ({
  ...state,
  magic: { ...state.magic, casters: state.magic.casters.map((c) => (c.unit === id ? { ...c, ep: value } : c)) },
});

const setting = (options: Record<string, unknown> = {}, orks: Record<string, string> = { shaman: 'F8', 'black-fox': 'H8' }) => {
  const t = magicTable({ orks, rebels: { zacharie: 'F2' }, options });
  return { module: t.module, state: during(t.state, 'rebels', 'movement') };
};

describe('standing counterspell orders', () => {
  test('/counter sets an order that only its side hears of; /counter alone lists them', () => {
    const { module, state } = setting();
    expect(must(module, state, 'orks', 'counter').events).toEqual([{ type: 'counters', text: 'Your counterspell orders: Shaman never counters (the default).', visibleTo: ['orks'] }]);
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' });
    expect(set.events).toEqual([{ type: 'counters', text: 'Counterspell order set: Shaman counters every enemy spell.', visibleTo: ['orks'] }]);
    expect(set.state.magic.counters).toEqual([{ id: 'shaman', owner: 'orks', order: { kind: 'always', target: null, cost: null }, ask: false, revealed: false }]);
  });

  test('the order is a secret of its side until it is cast: in secrets() for the other side and the public, not for its own', () => {
    const { module, state } = setting();
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' }).state;
    expect(module.secrets!(set, PUBLIC)).toContain('Shaman counters every enemy spell');
    expect(module.secrets!(set, seatViewer('rebels'))).toContain('Shaman counters every enemy spell');
    expect(module.secrets!(set, seatViewer('orks'))).not.toContain('Shaman counters every enemy spell');
  });

  test('WE-DN-79: against a 25 EP spell the counter costs 50 and needs 5 at level 1; a counter roll of 4 fails, and the caster then needs 3; both pay', () => {
    const { module, state } = setting();
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' }).state;
    const r = must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'E4,F4,G4,E5' }, [4, 3]);
    expect(r.rolls.map((x) => [x.label, x.total, x.result])).toEqual([
      ["Counterspell: Shaman against Zacharie's Living Dead", 5, 'failure'],
      ['Spell: Zacharie casts Living Dead', 4, 'success'],
    ]);
    expect(r.rolls[0]!.row).toBe('50 EP: more than 5');
    expect(r.text).toContain("Shaman counters Zacharie's Living Dead in E4, F4, G4, E5 at 50 EP (standing order: counters every enemy spell)");
    expect(ep(r.state, 'zacharie')).toBe(75);
    expect(ep(r.state, 'shaman')).toBe(50);
    expect(r.state.units.filter((u) => u.character === 'living-dead')).toHaveLength(4);
  });

  test('3.3: a counter that succeeds stops the spell before its roll, and both still pay', () => {
    const { module, state } = setting();
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' }).state;
    const r = must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'E4,F4,G4,E5' }, [5]);
    expect(r.rolls).toHaveLength(1);
    expect(r.text).toContain("Zacharie's Living Dead in E4, F4, G4, E5 is countered: it fails, and still costs him 25 EP; he has 75 left (3.3).");
    expect(ep(r.state, 'shaman')).toBe(50);
    expect(r.state.units.filter((u) => u.character === 'living-dead')).toHaveLength(0);
  });

  test('when:cost counters only spells of N EP or more, written apart or inline (when:cost:20)', () => {
    const { module, state } = setting();
    for (const options of [{ when: 'cost', cost: '20' }, { when: 'cost:20' }] as Record<string, string>[]) {
      const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', ...options }).state;
      expect(set.magic.counters[0]).toMatchObject({ order: { kind: 'cost', cost: 20 } });
      expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [5]).rolls.map((x) => x.label)).toEqual(['Spell: Zacharie casts Fireball']);
      expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'tree', hexes: 'D5,D6,D7' }, [9]).rolls).toHaveLength(1);
      expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'living-dead', hexes: 'E4,F4,G4,E5' }, [1, 9]).rolls[0]!.label).toMatch(/^Counterspell/);
    }
  });

  test('when:target counters spells cast on one character, or on his hex', () => {
    const { module, state } = setting();
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'target:Black Fox' }).state;
    expect(set.magic.counters[0]).toMatchObject({ order: { kind: 'target', target: 'black-fox' } });
    expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'immobilise', target: 'Black Fox' }, [1, 9]).rolls[0]!.label).toMatch(/^Counterspell/);
    expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'H8' }, [1, 9, 9]).rolls[0]!.label).toMatch(/^Counterspell/);
    expect(must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).rolls.map((x) => x.label)).toEqual(['Spell: Zacharie casts Fireball']);
  });

  test('never: no counter; and a caster with no order set does not counter either', () => {
    const { module, state } = setting();
    expect(must(module, state, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).rolls).toHaveLength(1);
    const never = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'never' }).state;
    expect(must(module, never, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).rolls).toHaveLength(1);
  });

  test('the counterer must afford twice the cost, and counters once a player-turn (3.3)', () => {
    const { module, state } = setting();
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' }).state;
    expect(must(module, withEp(set, 'shaman', 19), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).rolls).toHaveLength(1);
    const countered: DnState = { ...set, magic: { ...set.magic, casters: set.magic.casters.map((c) => (c.unit === 'shaman' ? { ...c, counterInPlayerTurn: set.playerTurn } : c)) } };
    expect(must(module, countered, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).rolls).toHaveLength(1);
  });

  test('3.4: the counter is measured from the counterer to the spell\'s target, −1 a hex beyond his range', () => {
    const { module, state } = setting({}, { shaman: 'P12' });
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always' }).state;
    // From P12 to B1 is 18 hexes: 8 beyond Shaman's 10.
    const r = must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'B1' }, [9, 9]);
    expect(r.rolls[0]!.modifiers).toEqual([{ label: 'level 1', value: 1 }, { label: '18 hexes, 8 beyond range 10', value: -8 }]);
  });

  test('bad counter orders are refused with one line', () => {
    const { module, state } = setting();
    expect(act(module, state, 'orks', 'counter', { caster: 'Black Fox', when: 'always' }).error).toBe('Black Fox is no spellcaster: only Zacharie and Shaman cast spells (3).');
    expect(act(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'target' }).error).toBe('when:target needs target: the character whose spells he counters.');
    expect(act(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always', ask: 'yes' }).error).toBe('This game has no reaction window (option reactionWindow), so counterspells are cast by their orders alone; leave out ask.');
    expect(act(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'sometimes' }).error).toBe('/counter when: when: one of always, target, cost, never.');
  });
});

describe('the counterspell window (option reactionWindow, checklist 112)', () => {
  const asking = (counter: Record<string, string> | null = { caster: 'Shaman', when: 'always', ask: 'yes' }) => {
    const { module, state } = setting({ reactionWindow: true });
    const set = counter ? must(module, state, 'orks', 'counter', counter).state : state;
    const cast = must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' });
    return { module, set, cast };
  };
  const WAITS = { type: 'cast-waits', text: 'Zacharie begins to cast Fireball on D6; the Orks are asked whether they counter it.', visibleTo: 'all', data: { caster: 'zacharie', spell: 'fireball' } };

  test('the cast stops before any roll and asks the counterer\'s side, in secret; the caster\'s side only sees the wait', () => {
    const { module, cast } = asking();
    expect(cast.rolls).toEqual([]);
    expect(cast.events).toEqual([WAITS]);
    const decision = module.phase(cast.state).decision!;
    expect(decision).toMatchObject({
      seat: 'orks',
      secret: true,
      verb: 'counterspell',
      prompt:
        'Zacharie is casting Fireball, and Shaman counters every enemy spell (asking you first). Does Shaman counter it? /counterspell answer:yes (Shaman counters now) or answer:no (nobody counters); answer:standing, or no answer in time: as the standing order says.',
    });
    expect(ep(cast.state, 'zacharie')).toBe(100);
    expect(act(module, cast.state, 'rebels', 'move', { unit: 'Zacharie', to: 'F3' }).error).toBe('Not your move: orks must answer first.');
    expect(module.legalOrders(cast.state, 'orks').map((h) => h.label)).toEqual(['Counter the spell', 'Let it be cast', 'As your standing orders say']);
  });

  test('issue 11, item 8: the window opens because Shaman could counter (his EP, where he stands), whatever his orders: the same public line with an order that asks, one that never counters, or none', () => {
    for (const counter of <Array<Record<string, string> | null>>[{ caster: 'Shaman', when: 'always', ask: 'yes' }, { caster: 'Shaman', when: 'never' }, { caster: 'Shaman', when: 'cost:30', ask: 'yes' }, null]) {
      const { module, cast } = asking(counter);
      expect(cast.events).toEqual([WAITS]);
      expect(module.phase(cast.state).decision).toMatchObject({ seat: 'orks', verb: 'counterspell', secret: true });
    }
  });

  test('no window where no enemy caster could counter by the rules: too few EP for twice the cost, or a counter already spent this player-turn (3.3)', () => {
    const { module, set } = asking();
    // A Fireball costs 10, its counter 20: Shaman with 19 EP cannot counter it, order or not.
    const poor = must(module, withEp(set, 'shaman', 19), 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]);
    expect(poor.events.map((e) => e.type)).toEqual(['spell', 'fireball']);
    const spent: DnState = { ...set, magic: { ...set.magic, casters: set.magic.casters.map((c) => (c.unit === 'shaman' ? { ...c, counterInPlayerTurn: set.playerTurn } : c)) } };
    expect(must(module, spent, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]).events[0]!.type).toBe('spell');
  });

  test('an order that does not ask counters by itself, with no window, and the log names it: from then on it is no secret', () => {
    const { module, cast } = asking({ caster: 'Shaman', when: 'always' });
    expect(cast.rolls.map((x) => x.label)).toEqual(["Counterspell: Shaman against Zacharie's Fireball"]);
    expect(cast.text).toContain("Shaman counters Zacharie's Fireball on D6 at 20 EP (standing order: counters every enemy spell)");
    expect(module.phase(cast.state).decision).toBeUndefined();
    expect(cast.state.magic.counters[0]!.revealed).toBe(true);
    expect(module.secrets!(cast.state, seatViewer('rebels'))).not.toContain('Shaman counters every enemy spell');
  });

  test('answer yes: the counter is rolled first, then the spell; both pay; the line names no standing order', () => {
    for (const counter of [{ caster: 'Shaman', when: 'always', ask: 'yes' }, null]) {
      const { module, cast } = asking(counter);
      const r = must(module, cast.state, 'orks', 'counterspell', { answer: 'yes' }, [1, 9]);
      expect(r.rolls.map((x) => x.label)).toEqual(["Counterspell: Shaman against Zacharie's Fireball", 'Spell: Zacharie casts Fireball']);
      expect(r.text).toContain("Shaman counters Zacharie's Fireball on D6 at 20 EP: d10");
      expect(r.text).not.toContain('standing order');
      expect([ep(r.state, 'shaman'), ep(r.state, 'zacharie')]).toEqual([80, 90]);
      expect(r.state.magic.pending).toBeNull();
    }
  });

  test('a bad answer is refused with one line, and the window stays open', () => {
    const { module, cast } = asking();
    const r = act(module, cast.state, 'orks', 'counterspell', { answer: 'maybe' });
    expect(r.error).toBe('/counterspell answer: answer yes, no or standing.');
    expect(act(module, cast.state, 'rebels', 'counterspell', { answer: 'yes' }).error).toBe('Not your move: orks must answer first.');
    expect(module.phase(cast.state).decision).toMatchObject({ seat: 'orks', verb: 'counterspell' });
  });

  test('answer no: the spell is cast unopposed and nobody else pays', () => {
    const { module, cast } = asking();
    const r = must(module, cast.state, 'orks', 'counterspell', { answer: 'no' }, [9]);
    expect(r.rolls.map((x) => x.label)).toEqual(['Spell: Zacharie casts Fireball']);
    expect(r.text).toContain('The Orks let the spell be cast.');
    expect(ep(r.state, 'shaman')).toBe(100);
  });

  test('unanswered at the deadline, each does as his standing order says: the order that asks counters, as a reaction fires', () => {
    const { module, cast } = asking();
    const silence = module.defaultOrders(cast.state, 'orks');
    expect(silence).toEqual([{ verb: 'counterspell', answer: 'standing' }]);
    expect(module.defaultOrders(cast.state, 'rebels')).toEqual([]);
    // Applied as the deadline applies it, typed: the counter is rolled first, then the spell; the log names the order.
    const countered = playOrder<DnState>(module, cast.state, 'orks', silence[0]!, new SeededDice('test-seed', 0, [1, 9]));
    if (!countered.ok) throw new Error(countered.error);
    expect([ep(countered.value.state, 'shaman'), ep(countered.value.state, 'zacharie')]).toEqual([80, 90]);
    expect(countered.value.events.map((e) => e.text).join('\n')).toContain('(standing order: counters every enemy spell)');
    expect(countered.value.state.magic.pending).toBeNull();
  });

  test('unanswered, an order that does not want this spell (cost:30 against a 10 EP Fireball), or no order, lets it be cast: the same line as answer:no', () => {
    const lines = [];
    for (const counter of [{ caster: 'Shaman', when: 'cost:30', ask: 'yes' }, null]) {
      const { module, cast } = asking(counter);
      for (const answer of ['standing', 'no']) {
        const r = must(module, cast.state, 'orks', 'counterspell', { answer }, [9]);
        expect(r.rolls.map((x) => x.label)).toEqual(['Spell: Zacharie casts Fireball']);
        expect(ep(r.state, 'shaman')).toBe(100);
        lines.push(r.events.filter((e) => e.visibleTo === 'all').map((e) => e.text));
      }
    }
    expect(lines[0]![0]).toBe('The Orks let the spell be cast.');
    for (const l of lines) expect(l).toEqual(lines[0]);
  });
});

describe('the bot asked in the counterspell window', () => {
  test('it answers at once as its standing orders say: with none set it lets the spell be cast; with an order that asks and wants the spell it counters', () => {
    const { module, state } = setting({ reactionWindow: true });
    const bot: DnState = { ...state, bots: ['orks'] };
    const unopposed = must(module, bot, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [9]);
    expect(unopposed.events.filter((e) => e.visibleTo === 'all').map((e) => e.type)).toEqual(['cast-waits', 'counter-held', 'spell', 'fireball']);
    expect(unopposed.state.magic.pending).toBeNull();
    expect(ep(unopposed.state, 'shaman')).toBe(100);
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always', ask: 'yes' }).state;
    const countered = must(module, { ...set, bots: ['orks'] }, 'rebels', 'cast', { caster: 'Zacharie', spell: 'fireball', hex: 'D6' }, [1, 9]);
    expect(countered.rolls.map((x) => x.label)).toEqual(["Counterspell: Shaman against Zacharie's Fireball", 'Spell: Zacharie casts Fireball']);
    expect([ep(countered.state, 'shaman'), ep(countered.state, 'zacharie')]).toEqual([80, 90]);
  });
});

describe('lapses', () => {
  test('an order that can no longer apply lapses as the enemy\'s player-turn begins, and only its owner is told', () => {
    const t = magicTable({ orks: { shaman: 'F8', 'black-fox': 'H8' }, rebels: { zacharie: 'F2' } });
    let state = during(t.state, 'orks', 'combat', 1);
    state = must(t.module, state, 'orks', 'counter', { caster: 'Shaman', when: 'target:Black Fox' }).state;
    state = { ...state, units: state.units.map((u) => (u.id === 'black-fox' ? { ...u, dead: true } : u)) };
    const r = must(t.module, state, 'orks', 'done');
    const lapse = r.events.find((e) => e.type === 'counter-lapsed')!;
    expect(lapse).toMatchObject({ text: 'Your counterspell order "Shaman counters spells cast on Black Fox" lapses: Black Fox is dead.', visibleTo: ['orks'] });
    expect(r.state.magic.counters).toEqual([]);
  });

  test('a caster without the EP for any counter his order would make', () => {
    const t = magicTable({ orks: { shaman: 'F8' }, rebels: { zacharie: 'F2' } });
    let state = during(t.state, 'orks', 'combat', 1);
    state = must(t.module, state, 'orks', 'counter', { caster: 'Shaman', when: 'cost:20' }).state;
    const r = must(t.module, withEp(state, 'shaman', 39), 'orks', 'done');
    expect(r.events.find((e) => e.type === 'counter-lapsed')!.text).toBe('Your counterspell order "Shaman counters spells of 20 EP or more" lapses: Shaman has 39 EP left, too few for any counter it would make (at least 40).');
  });
});

describe('3.3 initiative (WE-DN-80)', () => {
  test('Zacharie with 60 EP left and Shaman with 45 both want the same hex: Zacharie goes first, and Shaman may counter', () => {
    const { state } = setting();
    const s = withEp(withEp(state, 'zacharie', 60), 'shaman', 45);
    expect(initiative(s, unit(s, 'shaman'), unit(s, 'zacharie')).id).toBe('zacharie');
    expect(initiative(s, unit(s, 'zacharie'), unit(s, 'shaman')).id).toBe('zacharie');
    // Level: the side whose player-turn it is.
    const tied = withEp(withEp(state, 'zacharie', 50), 'shaman', 50);
    expect(initiative(tied, unit(tied, 'shaman'), unit(tied, 'zacharie')).id).toBe('zacharie');
  });
});

describe('the window and the unseen', () => {
  test('an Invisibility waiting on the window keeps its arrival out of the question, the public line and the other side\'s view', () => {
    const { module, state } = setting({ reactionWindow: true });
    const set = must(module, state, 'orks', 'counter', { caster: 'Shaman', when: 'always', ask: 'yes' }).state;
    const cast = must(module, set, 'rebels', 'cast', { caster: 'Zacharie', spell: 'invisibility', hex: 'F5' });
    expect(cast.events.map((e) => e.text)).toEqual(['Zacharie begins to cast Invisibility; the Orks are asked whether they counter it.']);
    expect(module.phase(cast.state).decision!.prompt).not.toContain('F5');
    expect(module.secrets!(cast.state, seatViewer('orks'))).toContain('Zacharie will reappear in F5');
    expect(module.secrets!(cast.state, seatViewer('rebels'))).not.toContain('Zacharie will reappear in F5');
    const r = must(module, cast.state, 'orks', 'counterspell', { answer: 'no' }, [9]);
    expect(r.events.filter((e) => e.visibleTo === 'all').some((e) => e.text.includes('F5'))).toBe(false);
    expect(module.view(r.state, seatViewer('orks')).units.some((u) => u.id === 'zacharie')).toBe(false);
  });
});

describe('what the order offers for autocomplete', () => {
  test('/cast lists the side\'s casters, then their spells, then the characters to aim at', () => {
    const { module, state } = setting();
    expect(module.legalOrders(state, 'rebels', { verb: 'cast' }).map((h) => h.label)[0]).toBe('Zacharie (100 EP, level 1)');
    const spells = module.legalOrders(state, 'rebels', { verb: 'cast', options: { caster: 'Zacharie' } }).map((h) => h.options.spell).filter(Boolean);
    expect(spells).toContain('fireball');
    expect(spells).not.toContain('detect');
    const targets = module.legalOrders(state, 'rebels', { verb: 'cast', options: { caster: 'Zacharie', spell: 'immobilise' } }).map((h) => h.options.target).filter(Boolean);
    expect(targets).toEqual(expect.arrayContaining(['Black Fox', 'Shaman']));
  });
});
