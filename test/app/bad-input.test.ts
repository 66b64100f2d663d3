import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CommandRouter } from '../../src/commands/index.ts';
import type { Command } from '../../src/commands/types.ts';
import { localTable, type LocalHarness } from '../support/local.ts';

/** Bad input gets one clear line, and the game does not change. Nothing crashes the process. */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('bad-input');
  await harness.table.script(
    ['@alice /game new game:dragon-noir scenario:the-ford seed:bad-input', '/game join seat:orks', '@bob /game join seat:rebels', '@alice /game start'].join('\n'),
  );
});

afterAll(async () => {
  await harness.close();
});

const type = (line: string) => harness.type(line);

async function version(): Promise<number> {
  return (await harness.service.gameHere(harness.table.context()))!.version;
}

describe('one line for each mistake, and no change', () => {
  const cases: Array<[string, RegExp]> = [
    ['@alice /fly unit:Konrad', /^ {2}\[alice only\] There is no \/fly command, nor an order of that name in any game\. Commands: \/game, \/campaign, \/dice, \/order, \/orders, \/done, \/help\./],
    ['@alice /move unit:Ghost to:F7', /You have no character called Ghost\. Yours: Black Fox, /],
    ['@alice /move unit:Konrad to:F7', /Konrad is not yours: he fights for the Rebels\./],
    ['@alice /move unit:Gromrak to:Z99', /Z99 is off the map; this board runs from A1 to X16\./],
    ['@alice /move unit:Gromrak to:M10', /Gromrak has 6 MP left; reaching M10 costs \d+\./],
    ['@alice /move unit:Gromrak to:F7 speed:fast', /\/move has no option speed\. Options: unit, to, via, carry, drop, facing, jump, lead, units, inside, as, game\./],
    ['@alice /move unit:Gromrak', /\/move to: which hex to move to\? Write it like F7\./],
    ['@alice /move unit:Gromrak to:seven', /\/move to: write the hex like F7\./],
    ['@alice /attack with:Gromrak target:Konrad', /Attacks are made in the combat phase; it is the movement phase\./],
    ['@bob /move unit:Konrad to:K8', /Not your move: it is Turn 1 · Orks · Movement\./],
    ['@carol /move unit:Gromrak to:E10', /You hold no seat in this game/],
    ['@alice /game', /\/game needs one of: new, join, leave, start, status, map, log, web, prompt, pause, resume, export, fork, reminders\./],
    ['@alice /game join seat:orks', /You already hold the Orks\./],
    ['@alice /game join seat:rebels', /The Rebels seat is taken by bob\. Free seats: none\./],
    ['@alice /game new game:chess scenario:x', /There is no game called chess\. Games: dragon-noir, dungeon, dragons-of-glory, dragon-dice, dragon-pass\./],
    ['@alice /game new game:dragon-noir scenario:the-ford', /This channel already has a game in progress \(The Ford\); finish it first\./],
    ['@alice /game map phase:0', /phase must be a whole number from 1/],
    ['@alice /game map phase:99', /There is no phase 99; this game has had 0 so far/],
    ['@alice /dice verify', /The seed stays secret until the game ends\. Its SHA-256, posted at the start, is [0-9a-f]{64}\./],
    ['@alice /move unit:"Gromrak to:E10', /You have no character called "Gromrak\./],
    ['@alice hello', /commands start with \/ or !/],
    ['@alice !dice six', /!dice takes the faces to force/],
  ];
  for (const [line, expected] of cases) {
    test(line, async () => {
      const v = await version();
      const out = await type(line);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(expected);
      expect(await version()).toBe(v);
    });
  }
});

describe('nothing crashes the process', () => {
  test('a command that throws is answered with one line and logged', async () => {
    const failures: unknown[] = [];
    const broken: Command = {
      name: 'broken',
      description: 'always fails',
      options: [],
      async run() {
        throw new Error('boom');
      },
    };
    const router = new CommandRouter(harness.service, [broken], (_message, error) => failures.push(error));
    const replies = await router.run(harness.table.context(), { name: 'broken', options: {} });
    expect(replies).toEqual([{ kind: 'ephemeral', text: 'Something went wrong on our side; nothing was changed. Please try again.' }]);
    expect(failures).toHaveLength(1);
  });
});
