import { err, ok, type Result } from '../../core/result.ts';
import { hexKey } from '../../hex/hex.ts';
import { offsetOf } from '../../hex/geometry.ts';
import { checkCards, readCards } from './data/cards.ts';
import { readCounterFiles } from './data/counters.ts';
import { readEvents } from './data/events.ts';
import { readNations } from './data/nations.ts';
import { placeMarkers } from './data/placement.ts';
import { readScenario, type ScenarioSpec } from './data/scenarios.ts';
import { buildScenario, nationRules } from './data/setup.ts';
import { createDragonsOfGlory, type DragonsOfGlory } from './index.ts';
import { parseStrategicMap } from './map/parse.ts';
import type { PathsRules } from './paths/rules.ts';
import type { StrategicMap } from './map/types.ts';
import { dragonsOfGloryFocus } from './picture/focus.ts';
import { dragonsOfGloryPicture } from './picture/picture.ts';
import type { DogArea } from './picture/view-types.ts';
import type { DogScenario } from './scenario.ts';
import { strategyFor, type ScenarioStrategy } from './strategy.ts';
import type { World } from './world.ts';

/**
 * From the asset files' text to the module: the map, the counters (the event cup's file apart),
 * the nations and each scenario placed on the map, with its victory conditions and cup wired into
 * its turn, and Paths of the Lance's cards and chart. Every mistake in a file comes back as one line naming it.
 */
export interface LoadedDragonsOfGlory {
  module: DragonsOfGlory;
  world: World;
  scenarios: DogScenario[];
  /** Paths of the Lance's cards and War Status chart (assets/cards/dragons-of-glory/). */
  paths: PathsRules;
}

export function loadDragonsOfGlory(files: Record<string, Record<string, string>>): Result<LoadedDragonsOfGlory> {
  const mapText = files.maps?.ansalon;
  if (!mapText) return err('Dragons of Glory: assets/maps/dragons-of-glory/ansalon.map is missing.');
  const map = parseStrategicMap(mapText);
  if (!map.ok) return err(`ansalon.map: ${map.error}`);
  const { events: eventsText, ...counterFiles } = files.counters ?? {};
  const counters = readCounterFiles(counterFiles);
  if (!counters.ok) return counters;
  const events = eventsText ? readEvents(eventsText) : ok([]);
  if (!events.ok) return events;
  const nationsText = files.nations?.nations;
  if (!nationsText) return err('Dragons of Glory: assets/nations/dragons-of-glory/nations.json is missing.');
  const nations = readNations(nationsText);
  if (!nations.ok) return nations;
  const world: World = {
    map: map.value,
    counters: new Map(counters.value.map((c) => [c.id, c])),
    nations: new Map(nations.value.map((n) => [n.id, nationRules(n)])),
  };
  const read = readCards(files.cards ?? {});
  if (!read.ok) return read;
  const checked = checkCards(read.value.cards, world);
  if (!checked.ok) return checked;
  const paths: PathsRules = { cards: new Map(read.value.cards.map((c) => [c.id, c])), chart: read.value.chart };
  const scenarios: DogScenario[] = [];
  const strategies = new Map<string, ScenarioStrategy & { darkTemple: string | null }>();
  const specs: ScenarioSpec[] = [];
  for (const [name, text] of Object.entries(files.scenarios ?? {})) {
    const spec = readScenario(text, `${name}.json`);
    if (!spec.ok) return spec;
    specs.push(spec.value);
  }
  // Paths of the Lance first, the default way to play (issue 14); then DL11's own, smallest first, as issue 13 lists them.
  specs.sort((a, b) => Number(!!b.rules.cards) - Number(!!a.rules.cards) || a.lastTurn - a.firstTurn - (b.lastTurn - b.firstTurn) || a.id.localeCompare(b.id));
  for (const spec of specs) {
    const built = buildScenario(world.map, counters.value, nations.value, spec);
    if (!built.ok) return err(`${spec.id}.json: ${built.error}`);
    const markers = placeMarkers(world.map, spec);
    if (!markers.ok) return markers;
    const temple = markers.value['dark-temple'];
    const darkTemple = temple ? ([...world.map.places.values()].find((p) => hexKey(p.hex) === hexKey(temple))?.id ?? null) : null;
    scenarios.push(built.value);
    strategies.set(spec.id, {
      victory: spec.victory,
      darkTemple,
      ...(spec.rules.events ? { events: { counters: events.value, cup: spec.rules.events } } : {}),
    });
  }
  const look = new Map(nations.value.map((n) => [n.id, { name: n.name, colour: n.colour }]));
  const picture = dragonsOfGloryPicture(world.map, look);
  const module = createDragonsOfGlory({
    world,
    scenarios,
    strategy: (scenario) => strategyFor(world, scenario, strategies.get(scenario.id)!),
    darkTemple: (scenario) => strategies.get(scenario.id)?.darkTemple ?? null,
    areaOf: (scenario) => (scenario.area ? windowOf(world.map, scenario.area) : undefined),
    picture,
    focus: dragonsOfGloryFocus(world.map, look),
    paths,
  });
  return ok({ module, world, scenarios, paths });
}

/** The window of the map a scenario plays on: the nations' hexes with a margin of two. */
export function windowOf(map: StrategicMap, nations: readonly string[]): DogArea | undefined {
  let minCol = Infinity;
  let minRow = Infinity;
  let maxCol = -Infinity;
  let maxRow = -Infinity;
  for (const id of nations) {
    for (const h of map.nations.get(id) ?? []) {
      const { col, row } = offsetOf(map.geometry, h);
      minCol = Math.min(minCol, col);
      maxCol = Math.max(maxCol, col);
      minRow = Math.min(minRow, row);
      maxRow = Math.max(maxRow, row);
    }
  }
  if (minCol === Infinity) return undefined;
  const col = Math.max(0, minCol - 2);
  const row = Math.max(0, minRow - 2);
  return { col, row, cols: Math.min(map.cols, maxCol + 3) - col, rows: Math.min(map.rows, maxRow + 3) - row };
}
