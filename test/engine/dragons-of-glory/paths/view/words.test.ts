import { describe, expect, it } from 'vitest';
import { describeCard, describeHand } from '../../../../../src/engine/games/dragons-of-glory/paths/words.ts';
import { PATHS } from './fixture.ts';

/** The words a card's holder reads: each card with everything printed on it, and the hand's AP and RP. */
describe("the words for Paths of the Lance's cards", () => {
  it('puts a card in one line: title, type, AP, RP, its oval and its rule', () => {
    expect(describeCard(PATHS, 'fizban-appears')).toBe('Fizban Appears (war status; AP 3; RP 3; Whitestone war status +2): The old wizard turns up: Whitestone war status +2.');
    expect(describeCard(PATHS, 'fizban-appears')).not.toContain('\n');
  });

  it("says what an asterisk means, and the Non-aggression Pact's oval as the −1 it is in neither side's favour", () => {
    expect(describeCard(PATHS, 'diplomatic-coup-1')).toBe('Diplomatic Coup I* (event; AP 1; RP 1; discarded, not removed, once played as an event): +2 to one activation roll.');
    expect(describeCard(PATHS, 'non-aggression-pact')).toContain('war status −1');
    expect(describeCard(PATHS, 'non-aggression-pact')).not.toMatch(/Highlord|Whitestone/);
    expect(describeCard(PATHS, 'blue-wing')).toContain('dragonarmy wing; AP 3; RP 0; Highlord war status +1');
  });

  it('names a hand card by card, one to a line, with its AP and RP in all', () => {
    const text = describeHand(PATHS, ['fizban-appears', 'knights-charge', 'non-aggression-pact']);
    const lines = text.split('\n');
    // Fizban 3+3, Knights Charge 2+0, the Pact 2+1.
    expect(lines[0]).toBe('3 cards, AP 7 and RP 4 in all (AP+RP 11):');
    expect(lines.slice(1)).toEqual(['fizban-appears', 'knights-charge', 'non-aggression-pact'].map((c) => `- ${describeCard(PATHS, c)}`));
  });

  it('says so of an empty hand', () => {
    expect(describeHand(PATHS, [])).toBe('no cards.');
    expect(describeHand(PATHS, ['gnomish-engines'])).toMatch(/^1 card, AP 2 and RP 3 in all/);
  });
});
