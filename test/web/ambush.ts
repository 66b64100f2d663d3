import type { DnState } from '../../src/engine/games/dragon-noir/state.ts';
import type { DnView } from '../../src/engine/games/dragon-noir/view.ts';
import { labelOf } from '../../src/engine/hex/labels.ts';
import type { LocalHarness } from '../support/local.ts';

/**
 * The Watermill Ambush played on the local table past its secret set-up (the Orks placed in
 * secret until seen), for the web page's tests: alice holds the Rebels, bob the Orks. Where the
 * script waits for a state, each side takes its first legal order or is done; from there it may
 * be played on to its end the same way (playAmbushToTheEnd).
 */

type Step = string | { until: (s: DnState) => boolean };
const movementOf = (side: string, turn: number) => ({ until: (s: DnState) => s.turn === turn && s.sides[s.active]!.id === side && s.phase === 'movement' });
export const AMBUSH_PLAYERS: Record<string, string> = { rebels: 'alice', orks: 'bob' };

const AMBUSH: Step[] = [
  '@alice /game new game:dragon-noir scenario:the-watermill-ambush seed:web-ambush',
  '@alice /game join seat:rebels',
  '@bob /game join seat:orks',
  '@alice /game start',
  '@bob /deploy unit:Black Fox hex:P9',
  '/deploy unit:Shaman hex:T5',
  '/deploy',
  '/deploy done:yes',
  '@alice /move unit:Konrad to:H9',
  '/move unit:Grast to:G7',
  movementOf('orks', 1),
  '@bob /move unit:Fnarad to:M8',
  movementOf('rebels', 2),
  '@alice /move unit:Konrad to:L10',
  movementOf('rebels', 3),
];

export async function ambushState(harness: LocalHarness): Promise<DnState> {
  const module = harness.service.module('dragon-noir')!;
  return module.stateSchema.parse((await harness.service.gameHere(harness.table.context()))!.state) as DnState;
}

export async function playAmbush(harness: LocalHarness): Promise<void> {
  for (const step of AMBUSH) {
    if (typeof step === 'string') {
      await harness.table.line(step);
      continue;
    }
    for (let guard = 0; !step.until(await ambushState(harness)); guard++) {
      if (guard > 40) throw new Error('the game never reached the state the script waits for');
      await playOn(harness);
    }
  }
}

/** One line of play: a decision answered with the first answer on its menu, else the side to move is done. */
async function playOn(harness: LocalHarness): Promise<void> {
  const module = harness.service.module('dragon-noir')!;
  const s = await ambushState(harness);
  const decision = module.phase(s).decision;
  const answer = decision && module.legalOrders(s, decision.seat, { verb: decision.verb })[0];
  if (decision && answer) await harness.table.line(`@${AMBUSH_PLAYERS[decision.seat]} /${answer.verb} ${Object.entries(answer.options).map(([k, v]) => `${k}:${v}`).join(' ')}`);
  else await harness.table.line(`@${AMBUSH_PLAYERS[s.sides[s.active]!.id]} /done`);
}

/**
 * From wherever the script stopped, the Ambush played to its end: each side done with every
 * phase until night falls on the tenth turn (the Orks win) or the game ends sooner.
 */
export async function playAmbushToTheEnd(harness: LocalHarness): Promise<void> {
  for (let guard = 0; (await harness.service.gameHere(harness.table.context()))!.status !== 'ended'; guard++) {
    if (guard > 400) throw new Error('the Ambush never ended');
    await playOn(harness);
  }
}

/** Whether a picture's view shows where a hidden unit waits: the unit the fact names, in the hex it names. */
export function unitShown(view: DnView, fact: string): boolean {
  const hidden = /^(.+) (?:is hidden|will reappear) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  return hidden !== null && view.units.some((u) => u.name === hidden[1] && u.hexes.some((h) => labelOf(h) === hidden[2]));
}

/** Whether a text gives away a fact: its own words, or a line naming both its who and its where. */
export function leaks(text: string, fact: string): boolean {
  if (text.includes(fact)) return true;
  const hidden = /^(.+) (?:is hidden|will reappear) in ([A-Z]{1,2}\d{1,3})$/.exec(fact);
  return hidden !== null && text.split('\n').some((l) => l.includes(hidden[1]!) && new RegExp(`\\b${hidden[2]}\\b`).test(l));
}
