import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { readCounterFiles, type Counter } from '../../../../src/engine/games/dragons-of-glory/data/counters.ts';
import { readNations, type NationSpec } from '../../../../src/engine/games/dragons-of-glory/data/nations.ts';
import { readScenario, type ScenarioSpec } from '../../../../src/engine/games/dragons-of-glory/data/scenarios.ts';

/** The game's asset files, read as the app reads them: text handed to the pure readers. */
const ROOT = join(import.meta.dirname, '../../../../assets');
export const COUNTERS_DIR = join(ROOT, 'counters/dragons-of-glory');
export const SCENARIOS_DIR = join(ROOT, 'scenarios/dragons-of-glory');
export const NATIONS_FILE = join(ROOT, 'nations/dragons-of-glory/nations.json');
export const EVENTS_FILE = join(COUNTERS_DIR, 'events.json');
export const MAP_FILE = join(ROOT, 'maps/dragons-of-glory/ansalon.map');

/** Every counters file but the event cup, which has its own reader. */
export function counterTexts(): Record<string, string> {
  const files = readdirSync(COUNTERS_DIR).filter((f) => f.endsWith('.json') && f !== 'events.json').sort();
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(COUNTERS_DIR, f), 'utf8')]));
}

export const loadCounters = (): Counter[] => unwrap(readCounterFiles(counterTexts()));
export const loadNations = (): NationSpec[] => unwrap(readNations(readFileSync(NATIONS_FILE, 'utf8')));

export function scenarioTexts(): Record<string, string> {
  const files = readdirSync(SCENARIOS_DIR).filter((f) => f.endsWith('.json')).sort();
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(SCENARIOS_DIR, f), 'utf8')]));
}

export const loadScenarios = (): ScenarioSpec[] => Object.entries(scenarioTexts()).map(([f, t]) => unwrap(readScenario(t, f)));
