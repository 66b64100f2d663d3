import type { Result } from '../../../core/result.ts';
import { detection } from './detection.ts';
import { fireball } from './fireball.ts';
import { invisibility } from './invisibility.ts';
import { circle, doubleAttack, halveAttack, immobilise, improveShooting, levitate, revive } from './others.ts';
import { heal, increaseMove, increaseOwn, teleport } from './personal.ts';
import type { CastContext, SpellPlan } from './plan.ts';
import type { SpellId } from './spells.ts';
import { summon } from './spirits.ts';
import { bridge, crevasse, demolish, entrance, house, spring, tower, tree, tunnel } from './terrain-spells.ts';

/** Each spell of the cards, and the file that works it out. */
export const PLANNERS: Record<SpellId, (ctx: CastContext) => Result<SpellPlan>> = {
  'increase-move': increaseMove,
  'increase-attack': increaseOwn('attack'),
  'increase-defence': increaseOwn('defence'),
  teleport,
  heal,
  invisibility,
  tree,
  house,
  tower,
  spring,
  crevasse,
  entrance,
  bridge,
  tunnel,
  demolish,
  immobilise,
  'double-attack': doubleAttack,
  'halve-attack': halveAttack,
  revive,
  circle,
  'improve-shooting': improveShooting,
  levitate,
  detect: detection('detect'),
  'detect-enumerate': detection('detect-enumerate'),
  'detect-identify': detection('detect-identify'),
  'detect-locate': detection('detect-locate'),
  fireball,
  'living-dead': summon('living-dead'),
  gargoyles: summon('gargoyles'),
};
