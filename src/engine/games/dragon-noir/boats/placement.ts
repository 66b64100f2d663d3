import type { Dice } from '../../../core/dice.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { directionTo, hexKey, neighbours, type Hex } from '../../../hex/hex.ts';
import { toOffset } from '../../../hex/labels.ts';
import type { Scenario } from '../scenario.ts';
import type { DnBoard } from '../terrain.ts';
import { BoatSchema, type Boat } from './state.ts';

/**
 * 5.15.1: "The small plan shows the initial positioning of the boat on the Dark Island map. Roll
 * the die and place the boat on the corresponding location." The plan is not in the texts:
 * dragonpost's Dark Island marks ten places, `boat-1` to `boat-10`, two water hexes each (the
 * die's 0 reads 10). A scenario may set the place with `boat`. Ours: DN2's box has one boat,
 * on the first Dark Island of the board; its bow is the end with more water round it (out to
 * the lake, away from the shore), the lower hex key if both are alike.
 */
export function launchBoat(board: DnBoard, scenario: Scenario, dice: Dice): Result<Boat[]> {
  // A DN1 scenario cannot ask for the boat (scenario.ts), and a DN1 game keeps no `boats`.
  if (scenario.volume !== 2) return ok([]);
  const island = board.maps.find((m) => m.id === 'dark-island');
  if (!island) return scenario.boat === undefined ? ok([]) : err('boat: the board has no Dark Island');
  const within = (h: Hex) => {
    const { col, row } = toOffset(h);
    return col >= island.col && col < island.col + island.cols && row >= island.row && row < island.row + island.rows;
  };
  let place = scenario.boat;
  if (place === undefined) {
    const roll = dice.roll(10, "The boat's starting place on the Dark Island", "the boat's starting place");
    place = roll.face;
    roll.explain({ table: '5.15.1 boat plan', result: `place ${place}` });
  }
  const hexes = [...board.cells.values()].filter((c) => c.data.features.includes(`boat-${place}`) && within(c.hex));
  if (hexes.length !== 2) return err(`boat: the Dark Island marks ${hexes.length} hexes for place ${place}, not two`);
  const [a, b] = hexes.map((c) => c.hex) as [Hex, Hex];
  const water = (h: Hex) => neighbours(h).filter((n) => board.cells.get(hexKey(n))?.data.terrain === 'water').length;
  const [head, tail] = water(a) > water(b) || (water(a) === water(b) && hexKey(a) < hexKey(b)) ? [a, b] : [b, a];
  const facing = directionTo(tail, head);
  if (facing === undefined) return err(`boat: the two hexes of place ${place} do not touch`);
  return ok([BoatSchema.parse({ id: 'boat', name: 'The boat', head, facing })]);
}
