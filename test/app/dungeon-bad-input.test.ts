import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/** The dungeon's bad input on the local table: one line saying what is wrong and what is allowed, and the game unchanged. */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('dungeon-bad-input');
  await harness.table.script(
    ['@alice /game new game:dungeon scenario:the-warren-of-ulgrath seed:bad', '/game join seat:warrior', '@bob /game join seat:magician', '@alice /game start', '@alice /buy item:Helmet'].join('\n'),
    false,
  );
});

afterAll(async () => {
  await harness.close();
});

const type = (line: string) => harness.type(line);

const version = async () => (await harness.service.gameHere(harness.table.context()))!.version;

describe('before the quest', () => {
  const cases: Array<[string, RegExp]> = [
    ['@alice /buy item:Helmet', /^ {2}\[alice only\] Warrior already wears a Helmet; no one wears two of the same piece\.$/],
    ['@alice /buy item:Crossbow', /^ {2}\[alice only\] The Crossbow costs 350 gold and Warrior has 130\. Within his purse: Club 100, Shield 100, Heal Potion 50\.$/],
    ['@bob /buy item:Broadsword', /^ {2}\[bob only\] The Broadsword is for the Warrior, Dwarf and Elf, not the Magician\.$/],
    ['@bob /buy item:Dragon Lance', /^ {2}\[bob only\] There is no item in the shop called Dragon Lance\. The shop has: Club 100 \(1\), /],
    ['@bob /give to:Warrior item:Bracers', /^ {2}\[bob only\] Magician has no Bracers to give\. He has: nothing\.$/],
    ['@bob /move unit:Magician to:E6', /^ {2}\[bob only\] The quest has not begun: the heroes are preparing/],
    ['@bob /levelup', /^ {2}\[bob only\] Levelling up costs 500 gold and Magician has 250\.$/],
    ['@carol /buy item:Helmet', /^ {2}\[carol only\] You hold no seat in this game/],
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

describe('during the quest', () => {
  beforeAll(async () => {
    await harness.table.script(['@alice /done', '@bob !dice 6 6', '/done', '@alice /move unit:Warrior to:E6', '/open door:E6/E7', '/move unit:Warrior to:E7'].join('\n'), false);
  });

  const cases: Array<[string, RegExp]> = [
    ['@alice /search kind:treasure', /^ {2}\[alice only\] Treasure is hidden only in rooms, and Warrior is in a passage at E7\. A Trap Search \(\/search kind:traps\) may be made here\.$/],
    ['@alice /sell item:Helmet', /^ {2}\[alice only\] The shop is open, and trading and levelling up allowed, only while the heroes prepare, before the quest begins; this quest is under way \(turn 1\)\.$/],
    ['@alice /cast spell:healing target:Warrior', /^ {2}\[alice only\] The Warrior casts no spells; the Magician and the Elf do\.$/],
    ['@alice /move unit:Warrior to:Z99', /^ {2}\[alice only\] Z99 is off the map; this dungeon runs from A1 to T14\.$/],
    ['@alice /open door:E6/E7', /^ {2}\[alice only\] The door E6\/E7 is already open\.$/],
    ['@alice /place monster:orc at:F7', /^ {2}\[alice only\] Only the Demon King may \/place\.$/],
    ['@bob /move unit:Magician to:E5', /^ {2}\[bob only\] Not your move: it is Turn 1 · Warrior\.$/],
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

  test('a third action: searching after fighting (or the other way round)', async () => {
    await type('@alice /search kind:traps');
    const v = await version();
    const out = await type('@alice /search kind:traps area:passage');
    expect(out).toEqual(['  [alice only] Warrior has already searched this turn: one action from (b), combat, magic or a search, a turn. Warrior may still end his turn with /done.']);
    expect(await version()).toBe(v);
  });
});
