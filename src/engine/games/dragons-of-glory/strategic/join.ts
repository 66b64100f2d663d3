import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DogState } from '../state.ts';
import type { Side } from '../units.ts';
import { specOf, type World } from '../world.ts';
import { HIGH_CLERISTS_TOWER } from './knights.ts';
import { copyOf, nationName, SIDE_NAMES, type Outcome } from './outcome.ts';
import { placeCounters, spotsOfNation } from './placement.ts';

/**
 * A neutral nation joins a side (by activation or invasion): it takes that side, may not move or
 * attack until next turn (`joinedOnTurn`), and its counters waiting off the map (`not-yet`) are set
 * up in its own lands, capital and fortified places first (`placement.ts`). When the first knight
 * nation joins the Whitestone, the High Clerist's Tower (an area with no activation rating) joins
 * with it and its three knight armies appear in the Tower (DL11 activation table),
 * all three in the Tower's hex even where it is a fortress, since the table names the place.
 */
export function joinNation(state: DogState, world: World, nation: string, side: Side): Outcome {
  return join(state, world, nation, side, false);
}

function join(state: DogState, world: World, nation: string, side: Side, tower: boolean): Outcome {
  const rules = world.nations.get(nation);
  const before = state.nations[nation];
  if (!rules || !before || before.allegiance !== 'neutral') return { state, events: [] };
  const firstKnight = rules.knight && side === 'whitestone' && !knightAtWar(state, world);

  let next = copyOf(state);
  next.nations[nation] = { ...before, allegiance: side, joinedOnTurn: state.turn };
  const waiting = Object.values(next.units)
    .filter((u) => u.off === 'not-yet' && u.at === null && specOf(world, u.id).nation === nation)
    .map((u) => u.id);
  const set = placeCounters(next, world, waiting, spotsOfNation(world, nation), side, tower);
  next = set.state;
  const events: GameEvent[] = [
    publicEvent(
      'dog-join',
      `${nationName(world, nation)} joins ${SIDE_NAMES[side]}: ${set.placed.length} counters set up in its lands${set.unplaced.length ? `, ${set.unplaced.length} with no room wait off the map` : ''}; they may move from next turn.`,
      { data: { nation, side, placed: set.placed.map((p) => p.id), unplaced: set.unplaced } },
    ),
  ];
  if (firstKnight && next.nations[HIGH_CLERISTS_TOWER]?.allegiance === 'neutral') {
    const joined = join(next, world, HIGH_CLERISTS_TOWER, 'whitestone', true);
    next = joined.state;
    events.push(...joined.events);
  }
  return { state: next, events };
}

/** Whether a knight nation has already joined the war. */
const knightAtWar = (state: DogState, world: World) => [...world.nations.values()].some((n) => n.knight && (state.nations[n.id]?.allegiance ?? 'neutral') !== 'neutral');
