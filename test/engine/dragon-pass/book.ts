import { readFileSync, readdirSync } from 'node:fs';
import { unwrap } from '../../../src/engine/core/result.ts';
import type { PassBook } from '../../../src/engine/games/dragon-pass/book.ts';
import { readPlayRules } from '../../../src/engine/games/dragon-pass/rules.ts';
import { readPassScenarios, type PassScenario } from '../../../src/engine/games/dragon-pass/scenario.ts';
import { setupPass, type SetupChoices } from '../../../src/engine/games/dragon-pass/setup.ts';
import type { DpState } from '../../../src/engine/games/dragon-pass/state.ts';
import { loadForces } from './forces/load.ts';
import { loadPassMap } from './map/load.ts';
import { loadTables } from './tables/files.ts';

const SCENARIOS = 'assets/scenarios/dragon-pass';

/** The rules of play file's text, as the app hands it over. */
export const playRulesText = (): string => readFileSync('assets/dragon-pass/rules/play.json', 'utf8');

let book: PassBook | undefined;
/** Everything the rules read besides the state (map, forces, tables, rules of play, scenarios), read once for the tests. */
export function loadBook(): PassBook {
  if (book) return book;
  const map = loadPassMap();
  const forces = loadForces();
  const files = Object.fromEntries(readdirSync(SCENARIOS).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -5), readFileSync(`${SCENARIOS}/${n}`, 'utf8')]));
  book = { map, forces, tables: loadTables(), rules: unwrap(readPlayRules(playRulesText())), scenarios: unwrap(readPassScenarios(files, map, forces)) };
  return book;
}

export function scenarioOf(id: string): PassScenario {
  const found = loadBook().scenarios.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

/** A fresh game of a scenario, before its first game-turn opens. */
export const freshGame = (id = 'the-pass', choices: SetupChoices = {}): DpState => setupPass(scenarioOf(id), loadBook().forces, loadBook().map, choices);

/**
 * A position for a rule's test: the scenario's set-up with every piece taken off the map, then
 * the pieces named put where the test says (`{ 'lunar-heavy-infantry-1': 'K9' }`, `'K9 in'` for
 * inside the hex's structure). The game-turn stands in `phase` of `side`'s player-turn.
 */
export function position(placed: Record<string, string>, at: { side?: 'lunar' | 'sartar'; phase?: DpState['turn']['phase'] } = {}): DpState {
  const base = freshGame();
  const pieces: DpState['pieces'] = {};
  for (const [id, p] of Object.entries(base.pieces)) {
    const where = placed[id];
    if (where === undefined) pieces[id] = { ...p, at: { kind: 'off-map' } };
    else {
      const [hex, inside] = where.split(' ');
      pieces[id] = { ...p, at: { kind: 'hex', hex: hex!, inside: inside === 'in' } };
    }
  }
  const missing = Object.keys(placed).find((id) => !base.pieces[id]);
  if (missing) throw new Error(`no piece ${missing}`);
  return { ...base, pieces, turn: { side: at.side ?? 'lunar', phase: at.phase ?? 'movement', done: [] } };
}
