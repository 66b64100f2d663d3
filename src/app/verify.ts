import { verifyDraws, verifyShuffles } from '../engine/core/deck.ts';
import { verifyRolls, type RollRecord } from '../engine/core/dice.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { GameRecord, StoredEvent } from '../store/games.ts';

/**
 * The `/dice verify` check, once the seed is out: lines that say whether the log holds up, with the
 * first thing that does not. Every roll is recomputed and placed in the seeded stream, totals
 * re-added, forced rolls allowed only where the game's row says so, every shuffle and every draw
 * replayed, and the log's events counted for gaps. The command and the web page's reveal both say it.
 */
export function verifyGame(game: GameRecord, module: AnyGameModule, state: unknown, events: StoredEvent[]): string[] {
  const rolls: RollRecord[] = events.flatMap((e) => e.rolls ?? []);
  // The game's own tables read each result again (from the state's options, such as a table's variant).
  const reread = module.rereadRoll && state !== null ? (roll: RollRecord) => module.rereadRoll!(state, roll) : undefined;
  const report = verifyRolls({ seed: game.seed, commitment: game.seedCommitment, cursor: game.diceCursor, forcedAllowed: game.forcedDiceAllowed, rolls, ...(reread ? { reread } : {}) });
  // Every shuffle of a deck is recomputed from its rolls: the order logged after it must follow.
  const shuffles = verifyShuffles(events);
  // And every card drawn or turned up must be the next of the order its shuffle logged.
  const draws = verifyDraws(events);
  const problems = [
    ...missingEvents(events.map((e) => e.seq)),
    ...report.mismatches.map((m) => m.text),
    ...shuffles.mismatches.map((m) => `Shuffle ${m.shuffle} of the ${m.deck} deck does not follow from its rolls.`),
    ...draws.mismatches.map((m) => `A draw of ${m.card} from the ${m.deck} deck is not the next card of its shuffle.`),
  ];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines =
    problems.length === 0
      ? [`✓ ${plural(report.checked, 'roll', 'rolls')} recomputed from the seed: every one matches the log.`]
      : [`✗ ${problems[0]}`, ...(problems.length > 1 ? [`${plural(problems.length, 'problem', 'problems')} in all; the first is shown.`] : [])];
  lines.push(
    `Seed ${game.seed}`,
    report.commitmentMatches ? `Its SHA-256 matches the commitment posted at the start (${game.seedCommitment}).` : `Its SHA-256 does NOT match the commitment ${game.seedCommitment}.`,
  );
  if (report.forced) lines.push(`${plural(report.forced, 'roll was', 'rolls were')} forced on the local table, not drawn from the seed.`);
  if (shuffles.checked) lines.push(`${plural(shuffles.checked, 'shuffle', 'shuffles')} recomputed from their rolls: ${shuffles.mismatches.length === 0 ? 'every deck order matches the log' : `${shuffles.mismatches.length} do not match`}.`);
  if (draws.checked) lines.push(`${plural(draws.checked, 'card drawn', 'cards drawn')} replayed from those orders: ${draws.mismatches.length === 0 ? 'each was the next card of its shuffle' : `${draws.mismatches.length} were not`}.`);
  return lines;
}

/** The log's events are numbered 1, 2, 3…: an event taken out leaves a gap. */
function missingEvents(seqs: readonly number[]): string[] {
  let expected = 1;
  for (const seq of seqs) {
    if (seq !== expected) return [`Event ${expected} of the log is missing: the log ${expected === 1 ? 'begins at' : `goes from event ${expected - 1} to`} event ${seq}.`];
    expected++;
  }
  return [];
}
