/**
 * Writes examples/kender-strike.txt: a whole game of the Kender Strike on the local table, both
 * sides' orders chosen by the scripted player (the bot's choices, bot/script.ts) from the seed
 * `kender-strike`, one `/orders` message a step, as players would type them. It also draws the
 * last map to docs/images/kender-strike-end.png. Run: npx tsx scripts/dragons-of-glory/kender-strike-example.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SeededDice } from '../../src/engine/core/dice.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { scriptStep } from '../../src/engine/games/dragons-of-glory/bot/script.ts';
import { loadDragonsOfGlory } from '../../src/engine/games/dragons-of-glory/load.ts';
import { dragonsOfGloryPackage } from '../../src/engine/games/dragons-of-glory/package.ts';
import { phaseLabel } from '../../src/engine/games/dragons-of-glory/turn/phases.ts';
import { renderScene } from '../../src/render/render.ts';

const files: Record<string, Record<string, string>> = {};
for (const [kind, { dir, ext }] of Object.entries(dragonsOfGloryPackage.assets)) {
  const folder = join('assets', dir);
  files[kind] = Object.fromEntries(readdirSync(folder).filter((n) => n.endsWith(ext)).sort().map((n) => [basename(n, ext), readFileSync(join(folder, n), 'utf8')]));
}
const { module } = unwrap(loadDragonsOfGlory(files));
const SEED = 'kender-strike';
const users = { highlord: 'alice', whitestone: 'bob' } as const;
let state = unwrap(module.setup({ scenarioId: 'kender-strike', options: {}, seats: ['highlord', 'whitestone'] }, new SeededDice(SEED, 0)));
let cursor = 0;
const out: string[] = [
  '# A whole game of Dragons of Glory on the local table: the Kender Strike (DL11 scenario 3), five turns.',
  '# Run it with:  npm start -- --script examples/kender-strike.txt',
  '# Each step is one message of orders (/orders, then a line each, then /end), as the scripted player',
  '# (the bot\'s choices) wrote them for this seed; written by scripts/dragons-of-glory/kender-strike-example.ts.',
  `@alice /game new game:dragons-of-glory scenario:kender-strike seed:${SEED}`,
  '@alice /game join seat:highlord',
  '@bob /game join seat:whitestone',
  '@alice /game start',
];
let turn = 0;
for (let guard = 0; guard < 200 && !state.ended; guard++) {
  if (state.turn !== turn) {
    turn = state.turn;
    out.push('', `# Turn ${turn}.`);
  }
  const side = state.acting;
  const dice = new SeededDice(SEED, cursor);
  const label = phaseLabel(state);
  const step = scriptStep(module, state, side, dice);
  if (!step.lines.length) throw new Error(`no orders at ${label}`);
  out.push(`# ${label}`, `@${users[side]} /orders`, ...step.lines, '/end');
  state = step.state;
  cursor = dice.cursor;
}
out.push('', `# ${state.ended?.reason ?? 'not ended'}`, '/game log');
writeFileSync('examples/kender-strike.txt', `${out.join('\n')}\n`);
const scene = module.picture!(module.view(state, { kind: 'public' }));
const png = await renderScene({ scene });
writeFileSync('docs/images/kender-strike-end.png', png.png);
console.log(state.ended, `turn ${state.turn}`, out.length, 'lines');
