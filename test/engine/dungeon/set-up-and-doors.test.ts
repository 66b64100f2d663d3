import { describe, expect, test } from 'vitest';
import { seatViewer } from '../../../src/engine/core/events.ts';
import { labelOf } from '../../../src/engine/grid/labels.ts';
import { act, dungeon, hero, heroTurn, monster, must, patchHero, setup } from '../../support/dungeon.ts';

/**
 * Issue 12, item 6: the dungeon tells a player what the set-up still needs when it matters, and
 * an opened door shows at once what the heroes now see through it (line of sight, GAPS 2.7).
 */

describe('the preparation says what it still waits for', () => {
  const module = dungeon({ map: ['a a a . .', 'a a a . .', '. . . . .'], rooms: ['a the Cellar'], stairs: 'C2 A1 B1 C1' });
  const privateTo = (events: { text: string; visibleTo: unknown }[], seat: string) => events.filter((e) => Array.isArray(e.visibleTo) && e.visibleTo.length === 1 && e.visibleTo[0] === seat).map((e) => e.text);

  test("the Warrior ready: he is told whom the quest waits for and that that /done rolls his movement dice; the Elf is told he has not chosen a spell", () => {
    const ready = must(module, setup(module, ['warrior', 'elf']), 'warrior', 'done');
    expect(ready.events.find((e) => e.type === 'ready')).toMatchObject({ text: 'Warrior is ready.', visibleTo: 'all' });
    expect(privateTo(ready.events, 'warrior')).toEqual([
      "The quest begins when the Elf is ready too; that /done rolls the Warrior's movement dice. The Elf has not chosen a spell: /choose spell:healing or /choose spell:holy-flame.",
    ]);
    expect(privateTo(ready.events, 'elf')).toEqual(['Every other hero is ready. The Elf has not chosen a spell: /choose spell:healing or /choose spell:holy-flame. Then /done begins the quest.']);
  });

  test('the Elf shopping before choosing his spell is reminded of it; once chosen, nothing more', () => {
    const s = setup(module, ['warrior', 'elf']);
    const bought = must(module, s, 'elf', 'buy', { item: 'Heal Potion' });
    expect(privateTo(bought.events, 'elf')).toEqual(['The Elf has not chosen a spell: /choose spell:healing or /choose spell:holy-flame. Then /done when ready.']);
    const chosen = must(module, bought.state, 'elf', 'choose', { spell: 'healing' });
    expect(privateTo(chosen.events, 'elf')).toEqual([]);
    expect(act(module, s, 'elf', 'done').error).toBe('Elf must choose his spell for this quest first: /choose spell:healing or /choose spell:holy-flame.');
  });

  test("the last /done begins the quest: the heroes come in on the stairs in the order of the quest's stairs: line, and the first hero's movement dice are rolled then", () => {
    let s = must(module, setup(module, ['warrior', 'elf']), 'warrior', 'done').state;
    s = must(module, s, 'elf', 'choose', { spell: 'healing' }).state;
    // The stairs: line reads C2 A1 B1 C1: the Warrior (first seat) on C2, the Elf on A1.
    const begun = must(module, s, 'elf', 'done', {}, [3, 4]);
    expect(begun.text).toContain('They come in on the stairs: the Warrior on C2 and the Elf on A1.');
    expect(begun.text).toContain('Warrior rolls 3 + 4 = 7 for movement.');
    expect(begun.rolls.map((r) => [r.face, r.purpose])).toEqual([[3, "Warrior's movement"], [4, "Warrior's movement"]]);
    expect(labelOf(hero(begun.state, 'warrior').at!)).toBe('C2');
  });
});

describe('an opened door shows at once what the heroes see through it (GAPS 2.7)', () => {
  // The Hall (A1-C2) has one door, B2/B3, onto a passage running down to B5 and then east to G5.
  // From B2 the line to C5 or D5 crosses the rock at C4 or C3: only B3, B4 and B5 are in sight.
  const module = dungeon({
    map: ['a a a # # # # #', 'a a a # # # # #', '# . # # # # # #', '# . # # # # # #', '# . . . . . . #'],
    rooms: ['a the Hall'],
    doors: ['B2/B3'],
    stairs: 'A1 B1 C1 A2',
    monsters: ['orc B4'],
  });
  const opened = () => {
    const s = patchHero(heroTurn(setup(module, ['warrior']), 'warrior', 0), 'warrior', { at: 'B2' });
    return must(module, s, 'warrior', 'open', { door: 'B2/B3' });
  };

  test('the passage in sight and the Orc in it are told and uncovered in the order that opens the door', () => {
    const r = opened();
    expect(r.text).toBe('Warrior opens the door B2/B3. Through it Warrior sees 3 squares of passage: B3, B4 and B5.\nWarrior spots Orc 1 at B4.');
    expect(monster(r.state, 'Orc 1')).toMatchObject({ seen: true });
    const view = module.view(r.state, seatViewer('warrior'));
    const shown = view.squares.map((q) => q.label);
    expect(shown).toEqual(expect.arrayContaining(['B3', 'B4', 'B5']));
    expect(view.figures.filter((f) => f.side === 'monster').map((f) => f.name)).toEqual(['Orc 1']);
  });

  test('nothing beyond the line of sight is uncovered: the passage round the corner and the Sentinel at G5 stay dark', () => {
    const r = opened();
    const shown = module.view(r.state, seatViewer('warrior')).squares.map((q) => q.label);
    for (const dark of ['C5', 'D5', 'E5', 'F5', 'G5']) expect(shown).not.toContain(dark);
    expect(monster(r.state, 'Sentinel').seen).toBe(false);
    expect(module.view(r.state, seatViewer('warrior')).figures.some((f) => f.name === 'Sentinel')).toBe(false);
  });

  test('before the door opens, the passage behind it is dark', () => {
    const s = patchHero(heroTurn(setup(module, ['warrior']), 'warrior', 0), 'warrior', { at: 'B2' });
    expect(module.view(s, seatViewer('warrior')).squares.map((q) => q.label)).not.toContain('B3');
  });
});
