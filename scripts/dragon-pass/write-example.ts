import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { scriptStep } from '../../src/engine/games/dragon-pass/bot/script.ts';
import { dragonPassPackage } from '../../src/engine/games/dragon-pass/package.ts';
import type { DragonPass } from '../../src/engine/games/dragon-pass/index.ts';
import type { PassBook } from '../../src/engine/games/dragon-pass/book.ts';
import { readForces } from '../../src/engine/games/dragon-pass/forces/read.ts';
import { readPassMap } from '../../src/engine/games/dragon-pass/map/read.ts';
import { readPlayRules } from '../../src/engine/games/dragon-pass/rules.ts';
import { readPassScenarios } from '../../src/engine/games/dragon-pass/scenario.ts';
import type { SideSeat } from '../../src/engine/games/dragon-pass/state.ts';
import { readDragonPassTables } from '../../src/engine/games/dragon-pass/tables/index.ts';

/**
 * Writes an example game of Dragon Pass for the local table: both sides played by the scripted
 * player (the bot's choices), each phase one /orders message, from the seed's dice as the table
 * will roll them. Usage: tsx scripts/dragon-pass/write-example.ts <scenario> <seed> <file>
 */
const [scenario = 'the-pass', seed = 'dp-example', out = 'examples/dragon-pass.txt'] = process.argv.slice(2);

const read = (dir: string) => Object.fromEntries(readdirSync(`assets/${dir}`).filter((n) => n.endsWith('.json')).map((n) => [n.slice(0, -5), readFileSync(`assets/${dir}/${n}`, 'utf8')]));
const files = Object.fromEntries(Object.entries(dragonPassPackage.assets).map(([kind, a]) => [kind, read(a.dir)]));
const game = dragonPassPackage.create(files) as DragonPass;
const map = unwrap(readPassMap('dragon-pass.json', files.map!['dragon-pass']!));
const forces = unwrap(readForces(Object.fromEntries(Object.entries(files.forces!).map(([n, t]) => [`${n}.json`, t]))));
const book: PassBook = { map, forces, tables: unwrap(readDragonPassTables(files.tables!)), rules: unwrap(readPlayRules(files.rules!.play!)), scenarios: unwrap(readPassScenarios(files.scenarios!, map, forces)) };

const users: Record<SideSeat, string> = { lunar: 'alice', sartar: 'bob' };
const dice = new SeededDice(seed, 0);
let state = unwrap(game.setup({ scenarioId: scenario, options: {}, seats: ['lunar', 'sartar'] }, dice));
state = game.begin!(state, dice).state;
const lines = [
  `# A whole game of Dragon Pass on the local table: ${book.scenarios.find((s) => s.id === scenario)!.title}, to its end.`,
  `# Run it with:  npm start -- --script ${out}`,
  '# Each step is one message of orders (/orders, a line each, /end): one phase of one side, as the',
  "# bot would play it (scripts/dragon-pass/write-example.ts wrote it). Diplomacy points go by the",
  '# private reply; the seed fixes the dice, so the game replays exactly.',
  `@alice /game new game:dragon-pass scenario:${scenario} seed:${seed}`,
  '@alice /game join seat:lunar',
  '@bob /game join seat:sartar',
  '@alice /game start',
];
for (let guard = 0; guard < 2000 && !state.ended; guard++) {
  const side = game.phase(state).active[0] as SideSeat;
  const label = game.phase(state).label;
  const step = scriptStep(game, book, state, side, dice);
  if (!step.lines.length) throw new Error(`${side} has nothing to play in ${label}`);
  lines.push(`# ${label}`, `@${users[side]} /orders`, ...step.lines, '/end');
  state = step.state;
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${out}: ${lines.filter((l) => l.endsWith('/orders')).length} messages; ${state.ended?.reason}`);
