import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/engine/core/dice.ts';
import { dragonDicePackage } from '../../../../src/engine/games/dragon-dice/package.ts';
import { readScenarios } from '../../../../src/engine/games/dragon-dice/scenario.ts';

/** The package as the app loads it (src/app/modules.ts): every asset kind's files by name. */
function files(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(dragonDicePackage.assets).map(([kind, { dir, ext }]) => [
      kind,
      Object.fromEntries(readdirSync(join('assets', dir)).filter((n) => n.endsWith(ext)).map((n) => [basename(n, ext), readFileSync(join('assets', dir, n), 'utf8')])),
    ]),
  );
}

describe('the Dragon Dice package', () => {
  const game = dragonDicePackage.create(files());

  test('builds the module from the assets: a scenario per force size SFR 8 suggests, 2 to 4 seats', () => {
    expect(game.id).toBe('dragon-dice');
    expect(game.scenarios.map((s) => s.id)).toEqual(['skirmish-15', 'standard-24', 'clash-30', 'battle-36', 'war-60']);
    expect(game.seats('skirmish-15').map((s) => [s.id, !!s.optional])).toEqual([
      ['p1', false],
      ['p2', true],
      ['p3', true],
      ['p4', true],
    ]);
  });

  test('the options: the ruleset (v4 by default) and another force size', () => {
    const plain = game.setup({ scenarioId: 'battle-36', options: {}, seats: ['p1', 'p2'] }, new SeededDice('pkg', 0));
    expect(plain.ok && { ruleset: plain.value.ruleset, force: plain.value.force }).toEqual({ ruleset: 'v4', force: 36 });
    const tsr = game.setup({ scenarioId: 'battle-36', options: { ruleset: '1996', force: '30' }, seats: ['p1', 'p2', 'p4'] }, new SeededDice('pkg', 0));
    expect(tsr.ok && { ruleset: tsr.value.ruleset, force: tsr.value.force, players: tsr.value.players }).toEqual({ ruleset: '1996', force: 30, players: ['p1', 'p2', 'p4'] });
    const bad = game.setup({ scenarioId: 'battle-36', options: { ruleset: '2020' }, seats: ['p1', 'p2'] }, new SeededDice('pkg', 0));
    expect(bad.ok ? '' : bad.error).toMatch(/^Options: ruleset: .*allowed: ruleset=v4\|1996, force=3-60, bots=0-3, dice=base\|all\.$/);
    const all = game.setup({ scenarioId: 'battle-36', options: { dice: 'all' }, seats: ['p1', 'p2'] }, new SeededDice('pkg', 0));
    expect(all.ok && all.value.dice).toBe('all');
    const odd = game.setup({ scenarioId: 'battle-36', options: { dice: 'some' }, seats: ['p1', 'p2'] }, new SeededDice('pkg', 0));
    expect(odd.ok ? '' : odd.error).toMatch(/^Options: dice: .*allowed: .*dice=base\|all\.$/);
    const alone = game.setup({ scenarioId: 'battle-36', options: {}, seats: ['p1'] }, new SeededDice('pkg', 0));
    expect(alone.ok ? '' : alone.error).toBe('Dragon Dice needs 2 to 4 players: 1 would play. Let another player join, or let the bot play the empty seats with options: bots=1 to 3.');
  });

  test('a scenario file whose id is not its name is refused, naming it', () => {
    const r = readScenarios({ 'skirmish-15': JSON.stringify({ id: 'other', title: 'x', summary: 'y', force: 15 }) });
    expect(r.ok ? '' : r.error).toBe('skirmish-15.json: its id is other; a scenario\'s id is its file\'s name.');
  });
});
