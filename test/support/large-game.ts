import { z } from 'zod';
import { defineGame } from '../../src/engine/core/game.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import type { AnyOrderDef } from '../../src/engine/core/order-def.ts';
import { option, type OptionDefs } from '../../src/engine/core/options.ts';
import { ok } from '../../src/engine/core/result.ts';

/**
 * A synthetic large game for the command set: 60 orders in six chapters, some with many options
 * and descriptions at Discord's full 100 characters, standing for Dragons of Glory's dozens of
 * orders. It plays nothing; it is there to be registered.
 */

const CHAPTERS = ['march', 'battle', 'siege', 'fleet', 'council', 'muster'] as const;

function orders(): AnyOrderDef<{ turn: number }>[] {
  const list: AnyOrderDef<{ turn: number }>[] = [];
  for (let i = 0; i < 60; i++) {
    const chapter = CHAPTERS[Math.floor(i / 10)]!;
    const options: OptionDefs = {};
    // The first order of each chapter carries 22 options: with `as` and `game`, Discord's 25 less one.
    const count = i % 10 === 0 ? 22 : 3;
    for (let k = 0; k < count; k++) {
      options[`${chapter}-option-${k}`] = k % 3 === 0 ? option.hex(`Where the ${chapter} order ${i} reaches, option ${k}`.padEnd(100, '.'), 'hex', undefined, { optional: k !== 0 }) : option.unit(`Which army of the ${chapter} order ${i}, option ${k}`, 'army', { optional: true });
    }
    const verb = `${chapter}-${i}`;
    // Two legal forms each: a hex, and an army whose name has spaces.
    const forms = ['K8', 'L10'].map((hex, f) => ({ verb, options: { [`${chapter}-option-0`]: hex, [`${chapter}-option-1`]: `Army of the ${f ? 'West' : 'East'}` }, label: `${verb} to ${hex}` }));
    list.push({
      verb,
      description: `A ${chapter} order number ${i} of the large game, written to the full length Discord allows`.padEnd(100, '.').slice(0, 100),
      options,
      group: chapter,
      legal: () => forms,
      apply: (s) => ok({ state: s, events: [], checkpoints: [] }),
    });
  }
  return list;
}

export function largeGame(): AnyGameModule {
  return defineGame<{ turn: number }, { verb: string }>({
    id: 'large-game',
    title: 'The Large Game',
    summary: 'Sixty orders in six chapters.',
    scenarios: [{ id: 'only', title: 'Only', summary: 'The one scenario.' }],
    seats: () => [{ id: 'north', label: 'North', role: 'side' }],
    setup: () => ok({ turn: 1 }),
    stateSchema: z.object({ turn: z.number() }),
    phase: (s) => ({ key: 'play', label: `Turn ${s.turn}`, turn: s.turn, active: ['north'], mode: 'sequential' }),
    orders: orders(),
    defaultOrders: () => [],
    view: (s) => s,
    outcome: () => null,
  });
}
