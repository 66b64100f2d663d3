import { err, ok, type Result } from '../../../core/result.ts';
import { KIND_LABEL, KROB_COST, KROB_COUNTERS, BUYABLE_KINDS, type BuyableKind } from './kinds.ts';

/**
 * DN2 scenario 2's secret deployment (5.15.1, checklist 106): the Krob player spends 30 points
 * on Guards (7), Slayers (4), Warriors (2) and Hunters (1) and puts each in one of ten holding
 * boxes spread over the scenario's three maps; the plan's corner box takes the prisoner's cell.
 * The printed plan is lost, so which map each box lies on is ours: four on the Jails (around
 * the cells), three on the Maze and three on the Pit.
 */

export const SCENARIO_TWO_POINTS = 30;

export const HOLDING_BOXES: ReadonlyArray<{ box: number; map: string }> = [
  { box: 1, map: 'maze' },
  { box: 2, map: 'maze' },
  { box: 3, map: 'maze' },
  { box: 4, map: 'jails' },
  { box: 5, map: 'jails' },
  { box: 6, map: 'jails' },
  { box: 7, map: 'jails' },
  { box: 8, map: 'the-pit' },
  { box: 9, map: 'the-pit' },
  { box: 10, map: 'the-pit' },
];

export interface Purchase {
  kind: BuyableKind;
  box: number;
}

/** Checks a whole purchase: within 30 points, into boxes 1–10, no more counters than the box holds. */
export function checkPurchase(purchase: readonly Purchase[], points = SCENARIO_TWO_POINTS): Result<{ spent: number; left: number }> {
  const spent = purchase.reduce((sum, p) => sum + KROB_COST[p.kind], 0);
  const costs = BUYABLE_KINDS.map((k) => `${KIND_LABEL[k]} ${KROB_COST[k]}`).join(', ');
  if (spent > points) return err(`That costs ${spent} points; the Krobs have ${points} to spend (5.15.1: ${costs}).`);
  const wrongBox = purchase.find((p) => !HOLDING_BOXES.some((b) => b.box === p.box));
  if (wrongBox) return err(`There is no holding box ${wrongBox.box}: the plan has boxes 1 to ${HOLDING_BOXES.length}.`);
  for (const kind of BUYABLE_KINDS) {
    const count = purchase.filter((p) => p.kind === kind).length;
    if (count > KROB_COUNTERS[kind]) return err(`The box holds ${KROB_COUNTERS[kind]} ${KIND_LABEL[kind]} counters; ${count} were bought.`);
  }
  return ok({ spent, left: points - spent });
}

/** The prisoner's cell, set in secret with the deployment: one of the Jails' eight cells. */
export function checkCell(cell: number): Result<number> {
  return Number.isInteger(cell) && cell >= 1 && cell <= 8 ? ok(cell) : err(`The Jails have cells 1 to 8; ${cell} is not one of them.`);
}
