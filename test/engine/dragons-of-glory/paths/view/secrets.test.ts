import { describe, expect, it } from 'vitest';
import { PUBLIC, seatViewer } from '../../../../../src/engine/core/events.ts';
import { pathsSecrets } from '../../../../../src/engine/games/dragons-of-glory/paths/secrets.ts';
import type { PlState } from '../../../../../src/engine/games/dragons-of-glory/paths/state.ts';
import type { DogState } from '../../../../../src/engine/games/dragons-of-glory/state.ts';
import { PATHS, plGame, plState } from './fixture.ts';

/** The facts of the cards each viewer must not learn: the leak tests look for these in all it is shown. */

const { state: base } = plGame();
const withPl = (pl: Partial<PlState>, more: Partial<DogState> = {}): DogState => ({ ...base, ...more, pl: plState(pl) });
const ORDER = `Event deck order: ${plState().deck.pile.join(', ')}`;

describe('the secrets of Paths of the Lance', () => {
  it("hides from each side the other's hand by title, and the deck's order from both", () => {
    const state = withPl({});
    expect(pathsSecrets(state, seatViewer('highlord'), PATHS).sort()).toEqual(['Fizban Appears', 'Knights Charge', 'Non-aggression Pact', ORDER].sort());
    expect(pathsSecrets(state, seatViewer('whitestone'), PATHS).sort()).toEqual(['The Blue Wing Flies', 'Dark Temple', 'Diplomatic Coup I', ORDER].sort());
    expect(pathsSecrets(state, PUBLIC, PATHS)).toHaveLength(7);
  });

  it('leaves out the cards the rules have shown, while they stay in the hand', () => {
    const hands = { highlord: ['diplomatic-coup-1'], whitestone: ['diplomatic-coup-2', 'knights-charge', 'fizban-appears'] };
    const state = withPl({ deck: { ...plState().deck, hands }, shown: [{ card: 'fizban-appears', side: 'whitestone' }] });
    expect(pathsSecrets(state, seatViewer('highlord'), PATHS)).toEqual(['Diplomatic Coup II', 'Knights Charge', ORDER]);
    expect(pathsSecrets(state, PUBLIC, PATHS)).toEqual(['Diplomatic Coup I', 'Diplomatic Coup II', 'Knights Charge', ORDER]);
  });

  it("hides the other side's sealed initiative card until both are revealed, and a question put to the other side", () => {
    const initiativeCards = { what: 'initiative card', seats: ['highlord', 'whitestone'], choices: { whitestone: ['gnomish-engines'], highlord: 'none' }, defaulted: [] };
    const question = { kind: 'combat-card' as const, window: { seat: 'whitestone', prompt: 'The Highlords attack 1823a: play a combat card?', verb: 'react', silence: { verb: 'react' } }, pending: {} };
    const state = withPl({ initiativeCards, question });
    const highlord = pathsSecrets(state, seatViewer('highlord'), PATHS);
    expect(highlord).toContain('Gnomish Engines');
    expect(highlord).toContain(question.window.prompt);
    // "none" is no card: no empty or stray fact that every text would match.
    expect(highlord.every((f) => f.trim() !== '' && f !== 'none')).toBe(true);
    const whitestone = pathsSecrets(state, seatViewer('whitestone'), PATHS);
    expect(whitestone).not.toContain('Gnomish Engines');
    expect(whitestone).not.toContain(question.window.prompt);
  });

  it('keeps nothing from the game master, nor from anyone once the game is over', () => {
    expect(pathsSecrets(withPl({}), { kind: 'gm' }, PATHS)).toEqual([]);
    expect(pathsSecrets(withPl({}, { ended: { winners: ['whitestone'], reason: 'Turn 30.' } }), PUBLIC, PATHS)).toEqual([]);
  });
});

describe('the module, with the real cards', () => {
  it("names its secrets from the game's own deck: the public misses both hands, a side only the other's", () => {
    const { module } = plGame();
    const paths = module.rules.paths!;
    const [mine, theirs, ...rest] = [...paths.cards.keys()];
    const deck = { name: 'Event', pile: rest, discard: [], hands: { highlord: [mine!], whitestone: [theirs!] }, shuffles: 1 };
    const state = withPl({ deck });
    const title = (id: string) => paths.cards.get(id)!.title;
    expect(module.secrets!(state, PUBLIC)).toEqual(expect.arrayContaining([title(mine!), title(theirs!)]));
    expect(module.secrets!(state, seatViewer('highlord'))).toContain(title(theirs!));
    expect(module.secrets!(state, seatViewer('highlord'))).not.toContain(title(mine!));
    expect(module.view(state, seatViewer('highlord')).paths!.hands.highlord.map((c) => c.title)).toEqual([title(mine!)]);
    expect(JSON.stringify(module.view(state, PUBLIC))).not.toContain(title(theirs!));
  });
});
