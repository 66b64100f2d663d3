import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSETS } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { createDragonNoir } from '../../src/engine/games/dragon-noir/index.ts';
import { DnStateSchema, type DnState } from '../../src/engine/games/dragon-noir/state.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * `/game export what:scenario` on the local table: the game master asks, every player agrees
 * (the buttons stand for `answer:`), and the file goes to him by DM, written under the table's
 * folder. Another group starts a game from it and finds the same position, conditions included.
 */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('export');
  await harness.table.script(
    [
      '@alice /game new game:dragon-noir scenario:the-ford-at-dusk seed:dusk',
      '@alice /game join seat:orks',
      '@bob /game join seat:rebels',
      '@alice /game start',
      '@bob /game export what:scenario answer:yes',
      '@bob /game export what:scenario',
      '@alice /game export what:scenario',
      '@bob /game export what:scenario answer:yes',
      '@alice /game export what:scenario answer:yes',
    ].join('\n'),
  );
});

afterAll(async () => {
  await harness.close();
});

/** The line after the one that echoes `command` (its first answer), the n-th time it was typed. */
function answerTo(command: string, n = 0): string {
  const at = harness.lines.flatMap((l, i) => (l === `> ${command}` ? [i] : []))[n];
  if (at === undefined) throw new Error(`the script has no line ${command}`);
  return harness.lines[at + 1]!;
}

function position(state: DnState) {
  return Object.fromEntries(
    state.units
      .filter((u) => u.hex)
      .map((u) => [u.id, { hex: labelOf(u.hex!), dead: u.dead, wounds: u.wounds, stunned: u.stunned, berserk: u.berserk, mounted: u.mounted, facing: u.facing, spells: u.spells.map((s) => s.spell), ep: state.magic.casters.find((c) => c.unit === u.id)?.ep ?? null }]),
  );
}

describe('/game export what:scenario', () => {
  test('nobody answers before the game master asks; only he asks', () => {
    expect(answerTo('@bob /game export what:scenario answer:yes')).toBe('  [bob only] Nobody is asking to save this position now: the game master asks with /game export what:scenario.');
    expect(answerTo('@bob /game export what:scenario')).toBe('  [bob only] Only the game master (the game\u2019s creator) can ask to save the position as a scenario.');
  });

  test('the request says what the file holds and where it goes, with buttons; each agreement is counted', () => {
    const asked = harness.lines.indexOf('> @alice /game export what:scenario');
    expect(harness.lines[asked + 1]).toBe('  [#export] alice asks to save this position as a scenario file, so that a group can start a new game from it.');
    expect(harness.lines.slice(asked + 1, asked + 6).join('\n')).toContain('Nothing the rules still hide can be saved');
    expect(harness.lines.slice(asked + 1, asked + 6).join('\n')).toContain('(buttons: Agree | Refuse)');
    expect(answerTo('@bob /game export what:scenario answer:yes', 1)).toBe('  [#export] bob agrees to save the position. Waiting for: alice.');
  });

  test('the file goes by DM to the one who asked, and another group starts from it in the same position', async () => {
    const done = harness.lines.indexOf('> @alice /game export what:scenario answer:yes');
    const game = (await harness.service.gameHere(harness.table.context()))!;
    const name = `the-ford-at-dusk-${game.id.slice(0, 6)}-v${game.version}.json`;
    expect(harness.lines[done + 1]).toBe(`  [#export] Everyone agreed: the scenario file ${name} goes to alice by DM.`);
    expect(harness.lines[done + 2]).toMatch(/^ {2}\[DM to alice\] The position of The Ford at Dusk, saved as a scenario/);
    const file = harness.table.images.at(-1)!;
    expect(file.endsWith(name)).toBe(true);
    const text = readFileSync(file, 'utf8');

    const maps = Object.fromEntries(
      readdirSync(join(ASSETS, 'maps', 'dragon-noir'))
        .filter((f) => f.endsWith('.map'))
        .map((f) => [basename(f, '.map'), readFileSync(join(ASSETS, 'maps', 'dragon-noir', f), 'utf8')]),
    );
    const another = createDragonNoir({ maps, scenarios: [text] });
    const id = name.replace(/\.json$/, '');
    const started = another.setup({ scenarioId: id, options: {}, seats: ['orks', 'rebels'] }, new SeededDice('another group', 0));
    if (!started.ok) throw new Error(started.error);
    const now = DnStateSchema.parse(game.state);
    expect(position(started.value)).toEqual(position(now));
    expect(started.value.units.find((u) => u.id === 'crazy-ork')).toMatchObject({ berserk: true });
    expect(started.value.units.find((u) => u.id === 'hohmley')).toMatchObject({ stunned: true });
  });
});
