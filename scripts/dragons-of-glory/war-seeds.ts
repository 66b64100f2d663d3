/**
 * Plays Paths of the Lance wars at engine level exactly as test/e2e/paths-of-the-lance.test.ts plays
 * them through Discord: each acting side's step written by the bot's script (bot/script.ts) from the
 * game's seed and dice cursor, and the state read back after each message as the app reads it from
 * Postgres. That last part matters: jsonb keeps an object's keys shorter first, then in byte order,
 * and some of the bot's choices follow the order of a record's keys, so a war replayed without it
 * goes another way. Prints, per seed, how the war ended and which of the things the e2e looks for
 * it had (`ALL` when it had every one): the seed for the e2e is one that prints `ALL`.
 *
 *   npx tsx scripts/dragons-of-glory/war-seeds.ts j-19 j-20 …
 */
import { readdirSync, readFileSync } from 'node:fs';
import { SeededDice } from '../../src/engine/core/dice.ts';
import type { GameEvent } from '../../src/engine/core/events.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { scriptStep } from '../../src/engine/games/dragons-of-glory/bot/script.ts';
import { loadDragonsOfGlory } from '../../src/engine/games/dragons-of-glory/load.ts';
import { dragonsOfGloryPackage } from '../../src/engine/games/dragons-of-glory/package.ts';
import type { DogState } from '../../src/engine/games/dragons-of-glory/state.ts';
import type { Side } from '../../src/engine/games/dragons-of-glory/units.ts';

const files: Record<string, Record<string, string>> = {};
for (const [kind, { dir, ext }] of Object.entries(dragonsOfGloryPackage.assets)) {
  files[kind] = Object.fromEntries(readdirSync(`assets/${dir}`).filter((n) => n.endsWith(ext)).map((n) => [n.slice(0, -ext.length), readFileSync(`assets/${dir}/${n}`, 'utf8')]));
}
const dog = unwrap(loadDragonsOfGlory(files)).module;

/** Postgres's jsonb order of an object's keys: the shorter first, then by their bytes. */
const jsonbOrder = (a: string, b: string) => a.length - b.length || Buffer.compare(Buffer.from(a), Buffer.from(b));
const asJsonb = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(asJsonb) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort(jsonbOrder).map((k) => [k, asJsonb((v as Record<string, unknown>)[k])])) : v;
/** The state as the app has it after storing it and reading it back. */
const stored = (s: DogState): DogState => dog.stateSchema.parse(asJsonb(JSON.parse(JSON.stringify(s)))) as DogState;

/** What the e2e asserts the war had, each by the event the rules log it with. */
const WANTED: Record<string, (e: GameEvent) => boolean> = {
  trade: (e) => e.type === 'pl-trade',
  cardJoin: (e) => e.type === 'dog-pl-activation' && /joins/.test(e.text),
  era: (e) => e.type === 'pl-era-reveal',
  knight: (e) => e.type === 'dog-pl-knights' && /roll for the knights, .+ joins them\./.test(e.text),
  invasion: (e) => e.type === 'dog-pl-invasion',
  replaced: (e) => e.type === 'pl-highlord' && /has fallen: .+ takes the wing/.test(e.text),
  berem: (e) => e.type === 'pl-berem' && /Berem appears at/.test(e.text),
};

for (const seed of process.argv.slice(2)) {
  const dice = new SeededDice(seed, 0);
  let s = unwrap(dog.setup({ scenarioId: 'paths-of-the-lance', options: {}, seats: ['highlord', 'whitestone'] }, dice));
  const events: GameEvent[] = [];
  if (dog.begin) {
    const begun = dog.begin(s, dice);
    s = begun.state;
    events.push(...begun.events);
  }
  s = stored(s);
  let cursor = dice.cursor;
  let messages = 0;
  while (!s.ended && messages < 3000) {
    const phase = dog.phase(s);
    const side = (phase.decision?.seat ?? phase.active[0]!) as Side;
    const stepDice = new SeededDice(seed, cursor);
    const step = scriptStep(dog, s, side, stepDice);
    if (!step.lines.length) {
      console.log(seed, `stuck: nothing to play for the ${side} side at ${phase.label}`);
      break;
    }
    for (const applied of step.applied) events.push(...applied.events);
    s = stored(step.state);
    cursor = stepDice.cursor;
    messages++;
  }
  const had = Object.fromEntries(Object.entries(WANTED).map(([what, test]) => [what, events.some(test)]));
  const all = Object.values(had).every(Boolean);
  console.log(`${seed}${all ? ' ALL' : ''} turn ${s.turn}, ${messages} messages: ${s.ended?.reason ?? 'not ended'} ${JSON.stringify(had)}`);
}
