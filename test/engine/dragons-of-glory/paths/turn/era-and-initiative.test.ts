import { describe, expect, it } from 'vitest';
import { eraReveal } from '../../../../../src/engine/games/dragons-of-glory/paths/era.ts';
import { initiativeStep, pathsOf } from '../../../../../src/engine/games/dragons-of-glory/paths/turn.ts';
import { act, dice, game, Log, newGame, refusal, withDeck, withPl } from './fixture.ts';

const PILE = Array.from({ length: 12 }, (_, i) => `filler-${String(i + 1).padStart(2, '0')}`);

describe('PL H: the hands shown at an era change', () => {
  it('WE-PL-10: the Highlords caught holding a Whitestone card of war status 2 play it at once and fall from HL 5 to HL 3 VP; the Non-aggression Pact is exempt', () => {
    const s = withPl(withDeck(newGame(), { highlord: ['the-heroes-return', 'non-aggression-pact', 'filler-01'], whitestone: ['filler-02'] }, PILE.slice(3)), { eraChanged: 2, era: 2, vp: 5, warStatus: 10 });
    const log = new Log();
    const shown = eraReveal(s, pathsOf(game().rules), dice());
    log.add(shown.events);
    const pl = shown.state.pl!;
    expect(pl.vp).toBe(3);
    expect(pl.warStatus).toBe(12);
    expect(pl.removed).toContain('the-heroes-return');
    expect(pl.deck.hands.highlord).toEqual(['non-aggression-pact', 'filler-01']);
    expect(pl.eraChanged).toBeNull();
    // Both hands in the open, and known from now on while they stay there.
    expect(log.public[0]).toMatch(/Highlord: The Heroes Return, Non-aggression Pact, Filler 1; Whitestone: Filler 2/);
    expect(pl.shown).toEqual(expect.arrayContaining([{ card: 'filler-01', side: 'highlord' }, { card: 'filler-02', side: 'whitestone' }]));
    expect(pl.shown).not.toContainEqual({ card: 'the-heroes-return', side: 'highlord' });
  });

  it('WE-PL-10: a black (Highlord) card caught in the Whitestone hand works the same way, towards the Highlords', () => {
    const s = withPl(withDeck(newGame(), { highlord: [], whitestone: ['the-burning-of-solace'] }, PILE), { eraChanged: 2, era: 2, vp: -4, warStatus: 10 });
    const shown = eraReveal(s, pathsOf(game().rules), dice());
    expect(shown.state.pl!.vp).toBe(-3);
    expect(shown.state.pl!.warStatus).toBe(11);
  });

  it('no era change, nothing is shown', () => {
    const s = withDeck(newGame(), { highlord: ['the-heroes-return'], whitestone: [] }, PILE);
    const shown = eraReveal(s, pathsOf(game().rules), dice());
    expect(shown.events).toEqual([]);
    expect(shown.state).toBe(s);
  });
});

describe('PL step 2: initiative, with the cards played "at the appropriate time"', () => {
  it('the sides set to be asked seal a card or a pass; the cards are shown together, add to the d10, and a tie goes to last turn\'s holder', () => {
    const s = { ...withDeck(newGame(), { highlord: ['outriders', 'filler-01'], whitestone: ['filler-02'] }, PILE.slice(2, 8)), initiative: 'whitestone' as const };
    const log = new Log();
    const opened = initiativeStep(game().rules, s, dice());
    log.add(opened.events);
    expect(game().phase(opened.state)).toMatchObject({ key: 'initiative', mode: 'simultaneous', active: ['highlord', 'whitestone'] });
    // Highlords 5 + 1 (Outriders), Whitestone 6: a tie, to last turn's holder, the Whitestone.
    const d = dice([5, 6]);
    const sealed = act(opened.state, 'highlord', { verb: 'react', card: 'Outriders' }, d, log);
    expect(log.public.join('\n')).not.toContain('Outriders');
    expect(game().phase(sealed).active).toEqual(['whitestone']);
    const rolled = act(sealed, 'whitestone', { verb: 'react', card: 'pass' }, d, log);
    expect(log.public.some((t) => /revealed: Highlord: Outriders; Whitestone: no card/.test(t))).toBe(true);
    expect(log.public.some((t) => /Highlord 5 \+ 1 = 6, Whitestone 6: the Whitestone side holds it \(a tie/.test(t))).toBe(true);
    expect(rolled.initiative).toBe('whitestone');
    // Outriders has an asterisk: discarded, not removed.
    expect(rolled.pl!.deck.discard).toContain('outriders');
    expect(rolled.phase).toBe('event');
  });

  it('nobody asked (both set to pass): the dice are rolled at once, and a card that is no initiative card is refused in the window', () => {
    const s = withPl(withDeck(newGame(), { highlord: ['filler-01'], whitestone: ['filler-02'] }, PILE.slice(2)), { reactions: { highlord: 'pass', whitestone: 'pass' } });
    const rolled = initiativeStep(game().rules, s, dice([2, 9]));
    expect(rolled.state.initiative).toBe('whitestone');
    expect(rolled.state.phase).toBe('event');
    const asked = initiativeStep(game().rules, withDeck(newGame(), { highlord: ['filler-01'], whitestone: [] }, PILE.slice(2)), dice());
    expect(game().phase(asked.state).active).toEqual(['highlord']);
    const refused = game().apply(asked.state, 'highlord', { verb: 'react', card: 'filler-01' }, dice());
    expect(refused.ok ? '' : refused.error).toMatch(/no initiative card/);
  });
});

describe('Standing choices, given at any time', () => {
  it('reactions: a side set to pass is not asked at the initiative roll; the choice is public', () => {
    const s = { ...withDeck(newGame(), { highlord: ['filler-01'], whitestone: ['filler-02'] }, PILE.slice(2)), phase: 'event' as const, acting: 'whitestone' as const };
    const log = new Log();
    const set = act(s, 'highlord', { verb: 'reactions', choice: 'pass' }, dice(), log);
    expect(set.pl!.reactions).toEqual({ highlord: 'pass', whitestone: 'ask' });
    expect(set.phase).toBe('event');
    expect(log.public).toEqual(['The Highlord side will not be asked for reaction cards.']);
    const opened = initiativeStep(game().rules, set, dice());
    expect(game().phase(opened.state).active).toEqual(['whitestone']);
  });

  it('knights: the Whitestone order the knight nations a knight roll brings in; the rest follow in the data\'s order; no other nation is one', () => {
    const s = newGame();
    const knights = s.pl!.knightPreference;
    expect(knights).toHaveLength(4);
    const set = act(s, 'whitestone', { verb: 'knights', order: ['Solanthus', 'gunthar'] }, dice());
    expect(set.pl!.knightPreference).toEqual(['solanthus', 'gunthar', ...knights.filter((k) => k !== 'solanthus' && k !== 'gunthar')]);
    expect(refusal(s, 'whitestone', { verb: 'knights', order: ['Vingaard'] }, dice())).toMatch(/Vingaard is no knight nation/);
    expect(refusal(s, 'highlord', { verb: 'knights', order: ['Solanthus'] }, dice())).toMatch(/Only the Whitestone/);
  });
});
