import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localTable, type LocalHarness } from '../support/local.ts';

/**
 * Issue 12, item 4: forced dice a game master can see. `!dice` alone lists the faces still
 * waiting, `!dice clear` drops them, and the faces an order did not use are reported after it,
 * so they never feed the next order unseen.
 */

let harness: LocalHarness;

beforeAll(async () => {
  harness = await localTable('forced-dice');
  await harness.table.script(
    ['@alice /game new game:dungeon scenario:the-warren-of-ulgrath seed:forced', '/game join seat:warrior', '@bob /game join seat:magician', '@alice /game start', '@alice /done'].join('\n'),
    false,
  );
});

afterAll(async () => {
  await harness.close();
});

const type = (line: string) => harness.type(line);

const state = async () => (await harness.service.gameHere(harness.table.context()))!;

describe('!dice on the local table', () => {
  test('!dice alone, with none waiting, says the dice come from the seed', async () => {
    expect(await type('@bob !dice')).toEqual(['  [bob only] No forced faces are waiting: the next dice come from the seed.']);
  });

  test('!dice alone lists the faces waiting, in the order the dice take them', async () => {
    await type('@bob !dice 6 5 4 2');
    expect(await type('@bob !dice')).toEqual(["  [bob only] 4 forced faces waiting: 6, 5, 4, 2; the next order's dice take them in this order. !dice clear drops them."]);
  });

  test("an order that leaves faces unused says which, and that they will feed the next order", async () => {
    // Ending the preparation rolls the Warrior's two movement dice (a d6 each): the first two faces.
    const out = await type('@bob /done');
    expect(out.at(-1)).toBe('  [bob only] 2 forced faces unused: 4, 2; they will feed the next order (!dice clear drops them).');
    expect(out.some((line) => line.includes('Warrior rolls 6 + 5 = 11 for movement.'))).toBe(true);
    const game = await state();
    const movement = (await harness.service.store.events(game.id)).filter((e) => e.type === 'movement').flatMap((e) => e.rolls ?? []);
    expect(movement.map((r) => [r.face, r.forced])).toEqual([[6, true], [5, true]]);
  });

  test('!dice clear drops the faces waiting, and says which', async () => {
    expect(await type('@bob !dice clear')).toEqual(['  [bob only] 2 forced faces dropped: 4, 2. The next dice come from the seed.']);
    expect(await type('@bob !dice')).toEqual(['  [bob only] No forced faces are waiting: the next dice come from the seed.']);
    expect(await type('@bob !dice clear')).toEqual(['  [bob only] No forced faces were waiting: the next dice come from the seed.']);
  });

  test('after a clear the next order rolls from the seed, and reports nothing unused', async () => {
    const before = (await state()).diceCursor;
    // The Warrior ends his turn; the Magician's movement dice come from the seed.
    const out = await type('@alice /done');
    expect(out.some((line) => line.includes('forced face'))).toBe(false);
    expect((await state()).diceCursor).toBe(before + 2);
  });

  test('an order that uses every forced face reports nothing', async () => {
    await type('@bob !dice 3 3');
    const out = await type('@bob /done');
    expect(out.some((line) => line.includes('forced face'))).toBe(false);
    expect(await type('@bob !dice')).toEqual(['  [bob only] No forced faces are waiting: the next dice come from the seed.']);
  });
});
