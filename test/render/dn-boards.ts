import { gameModule } from '../../src/app/modules.ts';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { PUBLIC } from '../../src/engine/core/events.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';

/**
 * Fixed Dragon Noir views for pixel comparisons: every scenario's opening board as the public
 * sees it, and The Ford with its counters in every state a counter can be drawn in (wounded,
 * stunned, dead, enchanted, unseen, two in a hex), so a change to the drawing shows as a change
 * of hash.
 */
export function dnBoards(): Array<{ name: string; view: DnView }> {
  const module = gameModule('dragon-noir')!;
  const boards: Array<{ name: string; view: DnView }> = [];
  for (const scenario of module.scenarios) {
    const seats = module.seats(scenario.id).map((s) => s.id);
    const setup = module.setup({ scenarioId: scenario.id, options: {}, seats }, new SeededDice('pixels', 0));
    if (!setup.ok) continue;
    boards.push({ name: scenario.id, view: module.view(setup.value, PUBLIC) as DnView });
  }
  const ford = structuredClone(boards.find((b) => b.name === 'the-ford')!.view);
  const looks: Array<Partial<DnView['units'][number]>> = [
    { status: 'wounded' },
    { status: 'stunned' },
    { status: 'dead' },
    { spells: ['attack ×2'] },
    { invisible: true },
    { weapon: 'longbow', armoured: true },
    { status: 'stunned', armoured: true },
  ];
  looks.forEach((look, i) => Object.assign(ford.units[i]!, look));
  // Two living characters in one hex, one below the other.
  ford.units[8]!.hexes = ford.units[7]!.hexes;
  ford.units[8]!.below = true;
  boards.push({ name: 'the-ford, every counter state', view: ford });
  return boards;
}
