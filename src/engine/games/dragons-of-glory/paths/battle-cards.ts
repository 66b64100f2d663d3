import { z } from 'zod';
import { discard } from '../../../core/deck.ts';
import type { Dice } from '../../../core/dice.ts';
import { privateEvent, publicEvent, type GameEvent } from '../../../core/events.ts';
import type { Applied } from '../../../core/module.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { openWindow } from '../../../core/standing.ts';
import { fight, type Attack } from '../attacks/battle.ts';
import type { BattleCard } from '../combat/battle.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import { otherSide, type Side } from '../units.ts';
import type { CardSpec } from './cards.ts';
import type { PathsRules } from './rules.ts';
import type { PlState } from './state.ts';

/**
 * The cards played in a battle "at the appropriate time" (PL "Using the Event Cards" 1): the
 * attacker's combat card goes with the attack; then the defender, if it asked to be asked and holds
 * any card, gets a window by DM to answer with one of its own, "pass" by default. The window opens
 * on the public facts alone (the defender's standing choice and its hand size), so its opening
 * tells the attacker nothing of the hand. Also how a card leaves a hand, played as an event or for
 * its points, which the assault order uses too.
 */

const SIDE_NAME: Record<Side, string> = { highlord: 'Highlord', whitestone: 'Whitestone' };
const ARMY_NAME: Record<Side, string> = { highlord: 'The Highlords', whitestone: 'The Whitestone' };

const titleOf = (paths: PathsRules, id: string): string => paths.cards.get(id)?.title ?? id;
const normal = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, '-').replace(/[^a-z0-9*-]/g, '');

/** A card of `side`'s hand named by its id or title (any case), or one line saying it is not there. */
export function cardInHand(pl: PlState, paths: PathsRules, side: Side, text: string): Result<CardSpec> {
  const wanted = normal(text);
  const held = pl.deck.hands[side] ?? [];
  const id = held.find((c) => c === text.trim() || normal(c) === wanted || normal(titleOf(paths, c)) === wanted);
  const spec = id ? paths.cards.get(id) : undefined;
  if (!spec) return err(`${text.trim()} is not in your hand.`);
  return ok(spec);
}

/** The private line its holder gets after a hand changes: the cards still held, by title. */
export function handLine(paths: PathsRules, pl: PlState, side: Side, played: string): GameEvent {
  const held = (pl.deck.hands[side] ?? []).map((c) => titleOf(paths, c));
  return privateEvent([side], 'hand', `You play ${played}. In your hand: ${held.length ? held.join(', ') : 'no card'}.`);
}

/**
 * A card leaves `side`'s hand played as an event: removed from the game, or only discarded if its
 * title has an asterisk (PL "Using the Event Cards" 1).
 */
export function playAsEvent(pl: PlState, side: Side, card: CardSpec): PlState {
  if (card.asterisk) return { ...pl, deck: discard(pl.deck, side, card.id) ?? pl.deck };
  const hand = pl.deck.hands[side] ?? [];
  const at = hand.indexOf(card.id);
  if (at < 0) return pl;
  return { ...pl, deck: { ...pl.deck, hands: { ...pl.deck.hands, [side]: [...hand.slice(0, at), ...hand.slice(at + 1)] } }, removed: [...pl.removed, card.id] };
}

/** A card leaves `side`'s hand played for its AP or RP: discarded (PL "Using the Event Cards"). */
export function playForPoints(pl: PlState, side: Side, card: CardSpec): PlState {
  return { ...pl, deck: discard(pl.deck, side, card.id) ?? pl.deck };
}

/** One line why `card` is not a combat card `side` may play attacking (`attack`) or defending (`defence`), or undefined. */
export function combatCardProblem(card: CardSpec, side: Side, role: 'attack' | 'defence'): string | undefined {
  if (card.effect.kind !== 'combat') return `${card.title} is not a combat card: only combat cards are played in a battle.`;
  if (card.side !== 'either' && card.side !== side) return `${card.title} is the ${SIDE_NAME[card.side]} side's to play as an event.`;
  const when = card.effect.when;
  if (when !== 'either' && when !== role) return `${card.title} is played ${when === 'attack' ? 'attacking' : 'defending'}, not ${role === 'attack' ? 'attacking' : 'defending'}.`;
  return undefined;
}

/** A combat card played as an event on one battle: out of the hand, named in public (an event is no secret). */
export function playCombatCard(state: DogState, paths: PathsRules, side: Side, card: CardSpec, target: string, role: 'attack' | 'defence'): { state: DogState; card: BattleCard; events: GameEvent[] } {
  const pl = playAsEvent(state.pl!, side, card);
  const drm = card.effect.kind === 'combat' ? card.effect.drm : 0;
  const line = publicEvent('combat-card', `The ${SIDE_NAME[side]} side plays ${card.title} ${role === 'attack' ? 'with its attack on' : 'for the defence of'} ${target}: ${drm} in its favour on the battle's roll.`, { data: { card: card.id, side, drm } });
  return { state: { ...state, pl }, card: { title: card.title, side: role === 'attack' ? 'attacker' : 'defender', drm }, events: [line, handLine(paths, pl, side, card.title)] };
}

/** The battle a combat-card question holds back, in the attack order's terms (PlQuestion.pending). */
const PendingBattleSchema = z.object({
  side: z.enum(['highlord', 'whitestone']),
  target: z.string(),
  attackers: z.array(z.string()),
  cards: z.array(z.object({ title: z.string(), side: z.enum(['attacker', 'defender']), drm: z.number() })),
  ignore: z.enum(['river', 'terrain']).optional(),
});

/**
 * A declared battle, its AP paid and the attacker's card played: the defender is asked for a combat
 * card when its standing choice says `ask` and it holds any card; otherwise it is fought at once.
 */
export function askOrFight(rules: DogRules, state: DogState, attack: Attack, dice: Dice): Result<Stepped> {
  const world = rules.world;
  const pl = state.pl!;
  const defender = otherSide(attack.side);
  const label = world.map.label(attack.target);
  if (pl.reactions[defender] === 'ask' && (pl.deck.hands[defender]?.length ?? 0) > 0) {
    const pending: z.infer<typeof PendingBattleSchema> = { side: attack.side, target: label, attackers: attack.attackers, cards: [...(attack.cards ?? [])], ...(attack.ignore ? { ignore: attack.ignore } : {}) };
    const window = openWindow({ seat: defender, prompt: `${ARMY_NAME[attack.side]} attack ${label}: play a combat card? (pass if not)`, verb: 'react', silence: { card: 'pass' } });
    // A new attack closes the last battle's advance, as in DL11, even while this one waits.
    const asked: DogState = { ...state, advance: null, pl: { ...pl, question: { kind: 'combat-card', window, pending } } };
    return ok({ state: asked, events: [publicEvent('battle-declared', `The ${SIDE_NAME[attack.side]} side attacks ${label}; the ${SIDE_NAME[defender]} side may answer with a combat card before the battle.`)] });
  }
  return fightAndSettle(rules, state, attack, dice);
}

function fightAndSettle(rules: DogRules, state: DogState, attack: Attack, dice: Dice): Result<Stepped> {
  const fought = fight(state, rules.world, attack, rules.scenarioOf(state).leaderLoss, dice);
  if (!fought.ok) return fought;
  const settled = rules.settle(fought.value.state);
  return ok({ state: settled.state, events: [...fought.value.events, ...settled.events] });
}

/**
 * The defender's answer to a combat-card question: `pass`, or a combat card of its hand played for
 * the defence. Then the battle held back is fought with every card's DRM, and the question is gone.
 * Any other answer is one line and changes nothing.
 */
export function answerCombatCard(state: DogState, seat: Side, card: string | 'pass', dice: Dice, rules: DogRules): Result<Applied<DogState>> {
  const pl = state.pl;
  const paths = rules.paths;
  const question = pl?.question;
  if (!pl || !paths || question?.kind !== 'combat-card') return err('No battle waits on a combat card now.');
  if (question.window.seat !== seat) return err(`The battle waits on the ${SIDE_NAME[question.window.seat as Side]} side's answer, not yours.`);
  const pending = PendingBattleSchema.safeParse(question.pending);
  if (!pending.success) return err('The battle waiting here cannot be read; it is no battle of this game.');
  const held = pending.data;
  const target = rules.world.map.parse(held.target);
  if (!target) return err(`${held.target} is not a hex of this map.`);
  let s: DogState = { ...state, pl: { ...pl, question: null } };
  const events: GameEvent[] = [];
  const cards = [...held.cards];
  if (normal(card) === 'pass') {
    events.push(publicEvent('combat-card', `The ${SIDE_NAME[seat]} side plays no combat card for ${held.target}.`));
  } else {
    const found = cardInHand(pl, paths, seat, card);
    if (!found.ok) return found;
    const problem = combatCardProblem(found.value, seat, 'defence');
    if (problem) return err(problem);
    const played = playCombatCard(s, paths, seat, found.value, held.target, 'defence');
    s = played.state;
    cards.push(played.card);
    events.push(...played.events);
  }
  const attack: Attack = { side: held.side, target, attackers: held.attackers, cards, ...(held.ignore ? { ignore: held.ignore } : {}) };
  const fought = fightAndSettle(rules, s, attack, dice);
  // The position cannot have changed while the question waited; if the battle still cannot be
  // fought, it is called off rather than left to block the game.
  if (!fought.ok) return ok({ state: s, events: [...events, publicEvent('battle', `The battle for ${held.target} is called off: ${fought.error}`)], checkpoints: [] });
  return ok({ state: fought.value.state, events: [...events, ...fought.value.events], checkpoints: [] });
}
