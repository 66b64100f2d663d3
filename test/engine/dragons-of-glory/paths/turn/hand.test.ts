import { describe, expect, it } from 'vitest';
import { fillHands } from '../../../../../src/engine/games/dragons-of-glory/paths/hand.ts';
import { pathsOf } from '../../../../../src/engine/games/dragons-of-glory/paths/turn.ts';
import { dragonsOfGlory } from '../../assets.ts';
import { act, dice, game, Log, newGame, refusal, titleOf, withDeck, withPl } from './fixture.ts';

const PILE = Array.from({ length: 20 }, (_, i) => `filler-${String(i + 1).padStart(2, '0')}`);

describe('PL step 1: hands', () => {
  it('WE-PL-07: in Era 2 a hand of 3 is filled up to 6 (3 drawn), not dealt 6 more; a full hand draws nothing', () => {
    const s = withPl(withDeck(newGame(), { highlord: PILE.slice(0, 3), whitestone: PILE.slice(3, 9) }, PILE.slice(9)), { era: 2 });
    const dealt = fillHands(s, pathsOf(game().rules), dice());
    expect(dealt.state.pl!.deck.hands.highlord).toEqual([...PILE.slice(0, 3), ...PILE.slice(9, 12)]);
    expect(dealt.state.pl!.deck.hands.whitestone).toEqual(PILE.slice(3, 9));
    const log = new Log();
    log.add(dealt.events);
    expect(log.public).toContain('The Highlord side draws 3 cards from the Event deck.');
    expect(log.public.join('\n')).not.toContain(titleOf('filler-10'));
  });

  it('WE-PL-07: the hand sizes are 5, 6 and 7 by era', () => {
    for (const [era, size] of [[1, 5], [2, 6], [3, 7]] as const) {
      const s = withPl(withDeck(newGame(), { highlord: [], whitestone: [] }, PILE), { era });
      const dealt = fillHands(s, pathsOf(game().rules), dice());
      expect(dealt.state.pl!.deck.hands.highlord).toHaveLength(size);
      expect(dealt.state.pl!.deck.hands.whitestone).toHaveLength(size);
    }
  });

  it('a dealt activation card for a nation already at war is removed from the game and another dealt; the table only learns a card was exchanged', () => {
    const s0 = withDeck(newGame(), { highlord: PILE.slice(0, 4), whitestone: PILE.slice(4, 9) }, ['kern-joins-the-war', 'filler-15', 'filler-16']);
    const s = { ...s0, nations: { ...s0.nations, kern: { ...s0.nations.kern!, allegiance: 'highlord' as const } } };
    const dealt = fillHands(s, pathsOf(game().rules), dice());
    expect(dealt.state.pl!.deck.hands.highlord).toEqual([...PILE.slice(0, 4), 'filler-15']);
    expect(dealt.state.pl!.removed).toEqual(['kern-joins-the-war']);
    const log = new Log();
    log.add(dealt.events);
    expect(log.public.some((t) => /exchanges a dealt card/.test(t))).toBe(true);
    expect(log.public.join('\n')).not.toContain('Kern');
    expect(log.privateTo('highlord').some((t) => t.includes('Kern Joins the War') && /removed from the game/.test(t))).toBe(true);
    expect(log.privateTo('highlord').at(-1)).toMatch(/^Your hand: /);
  });
});

describe('WE-PL-25: a card is played as one thing only', () => {
  const inCardPhase = (hand: string[]) => ({ ...withDeck(newGame(), { highlord: hand, whitestone: ['filler-05'] }, PILE.slice(10)), phase: 'cards' as const, acting: 'highlord' as const });

  it('played as an event it is removed from the game; with an asterisk it is only discarded', () => {
    const d = dice();
    const played = act(inCardPhase(['mercenary-pay', 'rumours-of-war']), 'highlord', { verb: 'play', card: 'Mercenary Pay' }, d);
    expect(played.pl!.removed).toContain('mercenary-pay');
    expect(played.pl!.deck.discard).not.toContain('mercenary-pay');
    const starred = act(played, 'highlord', { verb: 'play', card: 'rumours-of-war' }, d);
    expect(starred.pl!.deck.discard).toContain('rumours-of-war');
    expect(starred.pl!.removed).not.toContain('rumours-of-war');
  });

  it('WE-PL-16: an activation card played in the card phase that fails goes back into the deck (the pile shuffled, the discards aside); one that succeeds leaves the game', () => {
    const s = { ...inCardPhase(['nordmaar-joins-the-war', 'diplomatic-coup', 'kern-joins-the-war']), pl: { ...inCardPhase([]).pl!, deck: { ...inCardPhase([]).pl!.deck, hands: { highlord: ['nordmaar-joins-the-war', 'diplomatic-coup', 'kern-joins-the-war'], whitestone: [] }, discard: ['filler-20'] } } };
    // Nordmaar: 3 or less, +2 with the Coup: a 6 fails.
    const log = new Log();
    const d = dice([6]);
    const failed = act(s, 'highlord', { verb: 'play', card: 'nordmaar-joins-the-war', coup: 'diplomatic-coup' }, d, log);
    expect(failed.nations.nordmaar!.allegiance).toBe('neutral');
    expect(failed.pl!.deck.pile).toContain('nordmaar-joins-the-war');
    expect(failed.pl!.deck.pile).toHaveLength(s.pl!.deck.pile.length + 1);
    expect(failed.pl!.deck.discard).toEqual(['filler-20', 'diplomatic-coup']);
    expect(failed.pl!.removed).not.toContain('nordmaar-joins-the-war');
    expect(log.events.some((e) => e.type === 'deck-shuffle')).toBe(true);
    // Kern: 7 or less for the Highlords; a 7 brings Kern in.
    const joined = act(failed, 'highlord', { verb: 'play', card: 'kern-joins-the-war' }, dice([7]));
    expect(joined.nations.kern!.allegiance).toBe('highlord');
    expect(joined.pl!.removed).toContain('kern-joins-the-war');
  });

  it('PL D: Everman Found on a 9 leaves Berem\'s city to the Whitestone, asked by DM; their answer places him', () => {
    const s = inCardPhase(['everman-found']);
    const d = dice([9]);
    const asked = act(s, 'highlord', { verb: 'play', card: 'everman-found' }, d);
    expect(asked.pl!.removed).toContain('everman-found');
    expect(game().phase(asked)).toMatchObject({ active: ['whitestone'], decision: { seat: 'whitestone', verb: 'berem', secret: true } });
    const offered = game().legalOrders(asked, 'whitestone', { verb: 'berem' });
    expect(offered.length).toBeGreaterThan(1);
    expect(refusal(asked, 'whitestone', { verb: 'berem', place: 'nowhere' }, d)).toMatch(/not one of the cities/);
    const log = new Log();
    const placed = act(asked, 'whitestone', { verb: 'berem', place: offered[1]!.options.place! }, d, log);
    expect(log.public).toContain(`Berem appears at ${offered[1]!.label}, where the Whitestone side chose.`);
    expect(placed.pl!.question).toBeNull();
    expect(placed.pl!.berem.status).not.toBe('waiting');
    expect(placed.phase).toBe('cards');
    expect(game().defaultOrders(asked, 'whitestone')).toEqual([{ verb: 'berem', place: offered[0]!.options.place }]);
  });

  it('a card of the other side, or of another moment, is not played as an event in the card phase', () => {
    const s = inCardPhase(['fizban-appears', 'outriders', 'diplomatic-coup']);
    expect(refusal(s, 'highlord', { verb: 'play', card: 'fizban-appears' }, dice())).toMatch(/Whitestone side's to play as an event/);
    expect(refusal(s, 'highlord', { verb: 'play', card: 'outriders' }, dice())).toMatch(/initiative/);
    expect(refusal(s, 'highlord', { verb: 'play', card: 'diplomatic-coup' }, dice())).toMatch(/activation roll/);
    expect(refusal(s, 'highlord', { verb: 'play', card: 'the-heroes-return' }, dice())).toMatch(/not in your hand/);
  });

  it('played for RP its points are not split, and a card is played for RP only if its points are needed', () => {
    const { world } = dragonsOfGlory();
    // A Solanthus knight army of strength 6, eliminated: 6 RP rebuild it (PL "Using the Event Cards" 3).
    const army = [...world.counters.values()].find((c) => c.nation === 'solanthus' && c.kind === 'infantry')!;
    expect(army.strength).toBe(6);
    const base = withDeck(newGame(), { highlord: [], whitestone: ['filler-01', 'filler-02', 'filler-04', 'filler-06', 'mercenary-pay'] }, PILE.slice(10));
    const s = withPl(
      { ...base, phase: 'rebuild' as const, acting: 'whitestone' as const, nations: { ...base.nations, solanthus: { allegiance: 'whitestone' as const, conquered: false } }, units: { ...base.units, [army.id]: { id: army.id, at: null, off: 'eliminated' as const, depleted: false } } },
      { ready: ['highlord'] },
    );
    const d = dice();
    // Mercenary Pay (AP 2, RP 1) gives 1 RP, never its 2 AP: 1 + 2 + 2 falls short of 6.
    expect(refusal(s, 'whitestone', { verb: 'rebuild', cards: ['mercenary-pay', 'filler-02', 'filler-04'], counters: [army.id] }, d)).toMatch(/give 5 RP.*costs 6/);
    // 1 + 2 + 2 + 2: the three RP-2 cards already cover 6, so the RP-1 card is not needed.
    expect(refusal(s, 'whitestone', { verb: 'rebuild', cards: ['filler-01', 'filler-02', 'filler-04', 'filler-06'], counters: [army.id] }, d)).toMatch(/Filler 1 is not needed/);
    const log = new Log();
    const rebuilt = act(s, 'whitestone', { verb: 'rebuild', cards: ['filler-02', 'filler-04', 'filler-06'], counters: [army.id] }, d, log);
    expect(rebuilt.pl!.rebuilt).toContainEqual({ counter: army.id, turn: s.turn + 1 });
    expect(rebuilt.pl!.deck.discard).toEqual(['filler-02', 'filler-04', 'filler-06']);
    expect(log.public[0]).toBe('The Whitestone side plays 3 cards for 6 rebuild points.');
    expect(log.public.join('\n')).not.toMatch(/Filler/);
  });
});
