import { describe, expect, it } from 'vitest';
import { readPlayRules } from '../../../src/engine/games/dragon-pass/rules.ts';
import { loadBook, playRulesText } from './book.ts';

describe('the rules of play the seed does not give, as data (assets/dragon-pass/rules/play.json)', () => {
  it('reads DOVES\'s melee terrain (fortress ×2, forest ×1½) and our movement costs and Moon', () => {
    const { rules } = loadBook();
    expect(rules.melee.structures.fortress).toBe(2);
    expect(rules.melee.terrain.forest).toBe(1.5);
    expect(rules.magic.terrain.marsh).toBe(2);
    expect(rules.movement.costs.mountain).toBe(3);
    expect(rules.moon.lunarMagic.full).toBe(2);
  });

  it('refuses a file that leaves out a terrain, in one line naming the file and the field', () => {
    const json = JSON.parse(playRulesText());
    delete json.movement.costs.marsh;
    const read = readPlayRules(JSON.stringify(json));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^play\.json, movement\.costs\.marsh: /);
  });
});
