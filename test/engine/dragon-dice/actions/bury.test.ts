import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { attackOf } from '../../../../src/engine/games/dragon-dice/actions/attack.ts';
import { answerCasualties } from '../../../../src/engine/games/dragon-dice/actions/answers.ts';
import { startMelee } from '../../../../src/engine/games/dragon-dice/actions/start.ts';
import { faces6, gameWith, places, standInBook } from './fixture.ts';

// `sais.json` has no Flame yet, so this test counts with the stand-in (plain icons and the few SAIs it knows).
vi.mock('../../../../src/engine/games/dragon-dice/rolls/count.ts', async () => ({ countRoll: (await import('./standin-count.ts')).standInCountRoll }));

const book = standInBook();
const p1 = { owner: 'p1', at: 't-front' };
const p2 = { owner: 'p2', at: 't-front' };

describe('an attacking SAI that buries (`bury`)', () => {
  it('buries the units an attacking Flame targets, chosen by the attacker (GAPS B9: Flame buries)', () => {
    const state = gameWith([
      ['p1', 'test-flamer', 't-front'],
      ['p2', 'goblin-cutthroat', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
      ['p2', 'goblin-thug', 't-front'],
    ]);
    const started = unwrap(startMelee(book, state, p1, p2, faces6(2)));
    expect(attackOf(started.state)?.queue[0]).toMatchObject({ step: 'casualties', chooser: 'p1', army: p2, damage: 2, to: 'bua' });
    const done = unwrap(answerCasualties(book, started.state, 'p1', ['Cutthroat'], faces6(3, 3)));
    expect(places(done.state)['p2-goblin-cutthroat-1']).toBe('bua');
    expect(done.events[0]!.text).toContain('killed and buried (to the BUA)');
  });
});
