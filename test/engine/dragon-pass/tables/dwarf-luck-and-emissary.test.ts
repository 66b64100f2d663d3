import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { dwarfLuck, readDwarfLuckTable } from '../../../../src/engine/games/dragon-pass/tables/dwarf-luck.ts';
import { emissaryResult, readEmissaryTable } from '../../../../src/engine/games/dragon-pass/tables/emissary.ts';
import { loadTables, tableFiles } from './files.ts';

/** The Dwarf Luck Table as the seed prints it: die → gift. */
const DWARF: Record<number, string> = { 1: 'emissary slain', 2: 'a Stone Man', 3: 'a Stone Man', 4: 'the Cannon Cult', 5: 'the Alchemical Transformer', 6: 'the Dwarf himself' };
/** The Emissary Table as the seed gives it: die → [alliance, emissary eliminated, his stack eliminated]. */
const EMISSARY: Record<number, [boolean, boolean, boolean]> = { 1: [false, true, true], 2: [false, true, true], 3: [false, false, false], 4: [true, false, false], 5: [true, false, false], 6: [true, false, false] };

describe('Dwarf Luck Table: every printed row', () => {
  for (const die of [1, 2, 3, 4, 5, 6]) {
    it(`die ${die}: ${DWARF[die]}`, () => {
      expect(unwrap(dwarfLuck(loadTables().dwarfLuck, die)).gift.name).toBe(DWARF[die]);
    });
  }

  it('WE-DP-21 Dwarf Luck Table: 1 emissary slain; 2 or 3 a Stone Man; 4 Cannon Cult; 5 Alchemical Transformer; 6 the Dwarf himself', () => {
    const gift = (die: number) => unwrap(dwarfLuck(loadTables().dwarfLuck, die)).gift.gift;
    expect([1, 2, 3, 4, 5, 6].map(gift)).toEqual(['emissary-slain', 'stone-man', 'stone-man', 'cannon-cult', 'alchemical-transformer', 'the-dwarf']);
    expect(unwrap(dwarfLuck(loadTables().dwarfLuck, 3)).line).toBe('Dwarf Luck Table, die 3 (row 2-3): a Stone Man');
  });

  it('refuses a face that is no d6 face, and a table that leaves a face unread, in one line', () => {
    expect(dwarfLuck(loadTables().dwarfLuck, 7)).toEqual({ ok: false, error: 'Dwarf Luck Table: a d6 shows 1 to 6, not 7.' });
    const json = JSON.parse(tableFiles()['dwarf-luck']!);
    json.rows[1].dice = [2];
    expect(readDwarfLuckTable(JSON.stringify(json))).toEqual({ ok: false, error: 'dwarf-luck.json, rows: no row for face 3; every face 1-6 reads a row.' });
  });
});

describe('Emissary Table: every printed row', () => {
  for (const die of [1, 2, 3, 4, 5, 6]) {
    const [alliance, slain, stack] = EMISSARY[die]!;
    it(`die ${die}: alliance ${alliance ? 'granted' : 'denied'}, emissary ${slain ? 'eliminated' : 'survives'}${stack ? ' with his stack' : ''}`, () => {
      const { outcome } = unwrap(emissaryResult(loadTables().emissary, die));
      expect([outcome.alliance, outcome.emissaryEliminated, outcome.stackEliminated]).toEqual([alliance, slain, stack]);
    });
  }

  it('WE-DP-11 Emissary Table: 1-2 denied and the emissary dies with his stack, herds and treasures included; 3 denied, he survives; 4-6 alliance, set up at home', () => {
    const read = (die: number) => unwrap(emissaryResult(loadTables().emissary, die));
    expect(read(2).line).toBe('Emissary Table, die 2 (row 1-2): The alliance is denied and the emissary is eliminated, with every unit stacked with him, herds and treasures included.');
    expect(read(3).outcome.outcome).toBe('denied');
    expect(read(5).outcome.outcome).toBe('granted');
    expect(read(5).line).toBe("Emissary Table, die 5 (row 4-6): The alliance is granted; the independent's units set up in their home hexes.");
  });

  it('refuses a row that grants the alliance and kills the emissary, in one line naming the row', () => {
    const json = JSON.parse(tableFiles()['emissary']!);
    json.rows[2].emissaryEliminated = true;
    expect(readEmissaryTable(JSON.stringify(json))).toEqual({ ok: false, error: 'emissary.json, row 4-6: a granted alliance does not kill the emissary.' });
  });
});
