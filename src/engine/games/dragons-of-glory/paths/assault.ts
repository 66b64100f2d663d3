import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { hexKey } from '../../../hex/hex.ts';
import { attackProblem, type Attack } from '../attacks/battle.ts';
import type { BattleCard } from '../combat/battle.ts';
import { applied, type DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import type { Stepped } from '../turn/sequence.ts';
import type { Side } from '../units.ts';
import type { DogView } from '../view.ts';
import { askOrFight, cardInHand, combatCardProblem, handLine, playAsEvent, playCombatCard, playForPoints } from './battle-cards.ts';
import type { PlState } from './state.ts';

/**
 * Assault points (PL "Using the Event Cards" 2): no attack without them. In its movement a side
 * declares cards for their AP (each card discarded, its crossbows added to the phase's points; the
 * public learns how many points, never which card) or plays an assault declaration as its event.
 * Each stack that attacks, counted by the hex it attacks from, spends one point once in the phase.
 */

const SIDE_NAME: Record<Side, string> = { highlord: 'Highlord', whitestone: 'Whitestone' };
const IGNORED: Record<'river' | 'terrain', string> = { river: 'river, ford and bridge crossings', terrain: 'terrain and fortifications' };

/** A move-and-fight phase starts with no assault points and no declaration waiting. */
export function freshAssault(pl: PlState): PlState {
  return { ...pl, ap: { points: 0, paid: [] }, assault: null };
}

const pointsLeft = (pl: PlState): number => pl.ap.points - pl.ap.paid.length;

export function assaultOrders(rules: DogRules) {
  const order = orderFor<DogState, DogView>();

  const assault = order({
    verb: 'assault',
    group: 'combat',
    description: 'In your movement: a card for its assault points (AP), or an assault declaration as:event',
    options: {
      card: option.name('A card from your hand', 'which card'),
      as: option.choice('ap: for its assault points (the default); event: an assault declaration', ['ap', 'event'], 'play it as ap or as event.', { optional: true }),
    },
    line: '{card}',
    phases: ['movement'],
    outOfPhase: (state) => `Cards are declared for assault during your movement; it is the ${state.phase} step.`,
    legal: (state, seat) => assaultHints(rules, state, seat as Side),
    apply: (state, seat, o) => applied(declare(rules, state, seat as Side, o.card, o.as ?? 'ap')),
  });

  return [assault] as const;
}

/** The cards of the acting side's hand it may declare now: its own autocomplete, never the other's. */
function assaultHints(rules: DogRules, state: DogState, side: Side): OrderHint[] {
  const pl = state.pl;
  const paths = rules.paths;
  if (!pl || !paths || state.acting !== side) return [];
  const hints: OrderHint[] = [];
  for (const id of pl.deck.hands[side] ?? []) {
    const card = paths.cards.get(id);
    if (!card) continue;
    if (card.ap > 0) hints.push({ verb: 'assault', options: { card: id }, label: `${card.title} for ${card.ap} AP` });
    if (card.effect.kind === 'assault' && (card.side === 'either' || card.side === side) && !pl.assault) hints.push({ verb: 'assault', options: { card: id, as: 'event' }, label: `${card.title} as an assault declaration` });
  }
  return hints;
}

function declare(rules: DogRules, state: DogState, side: Side, text: string, as: 'ap' | 'event'): Result<Stepped> {
  const pl = state.pl;
  const paths = rules.paths;
  if (!pl || !paths) return err('Assault points are Paths of the Lance\'s; this game plays by DL11\'s own rules.');
  if (state.acting !== side) return err(`It is the ${SIDE_NAME[state.acting]} side's movement; declare your cards in your own.`);
  const found = cardInHand(pl, paths, side, text);
  if (!found.ok) return found;
  const card = found.value;
  if (as === 'ap') {
    if (card.ap <= 0) return err(`${card.title} has no assault points; a card is played as one thing only, so play it another way.`);
    const after = playForPoints(pl, side, card);
    const next: PlState = { ...after, ap: { ...after.ap, points: after.ap.points + card.ap } };
    // The card stays the player's secret: the public line gives its points alone (CHECKLIST §2.6 item 34, 37).
    const events: GameEvent[] = [
      publicEvent('assault-points', `The ${SIDE_NAME[side]} side plays a card for ${card.ap} assault point${card.ap === 1 ? '' : 's'} (${pointsLeft(next)} to spend this phase).`, { data: { side, ap: card.ap } }),
      handLine(paths, next, side, `${card.title} for ${card.ap} assault point${card.ap === 1 ? '' : 's'}`),
    ];
    return ok({ state: { ...state, pl: next }, events });
  }
  if (card.effect.kind !== 'assault') return err(`${card.title} is not an assault declaration: in your movement a card is played for its AP (as:ap).`);
  if (card.side !== 'either' && card.side !== side) return err(`${card.title} is the ${SIDE_NAME[card.side]} side's to play as an event.`);
  if (pl.assault?.side === side) return err(`An assault declaration waits already for your next battle (${paths.cards.get(pl.assault.card)?.title ?? pl.assault.card}).`);
  const after = playAsEvent(pl, side, card);
  const next: PlState = { ...after, assault: { side, ignore: card.effect.ignore, card: card.id } };
  const events: GameEvent[] = [
    publicEvent('assault-declaration', `The ${SIDE_NAME[side]} side plays ${card.title} as an assault declaration: its next battle this phase ignores the defender's ${IGNORED[card.effect.ignore]}.`, { data: { side, card: card.id } }),
    handLine(paths, next, side, card.title),
  ];
  return ok({ state: { ...state, pl: next }, events });
}

/**
 * An attack in a game with the cards: legal as DL11's, then paid for (one AP for each stack, by the
 * hex it attacks from, that has not paid in this phase), with the attacker's combat card if one is
 * named and the waiting assault declaration; then the defender is asked for its card, or the battle
 * is fought. A refusal changes nothing: the points are spent and the cards played only once all is
 * known to be legal.
 */
export function plAttack(rules: DogRules, state: DogState, attack: Attack, cardText: string | undefined, dice: Dice): Result<Stepped> {
  const world = rules.world;
  const pl = state.pl!;
  const paths = rules.paths;
  if (!paths) return err('This game has no cards to play.');
  // A battle held for the defender's answer is fought before any other is declared.
  if (pl.question) return err(`First answer: ${pl.question.window.prompt}`);
  const problem = attackProblem(state, world, attack);
  if (problem) return err(problem);
  const stacks = new Map<number, string>();
  for (const id of attack.attackers) {
    const at = state.units[id]!.at!;
    stacks.set(hexKey(at), world.map.label(at));
  }
  const unpaid = [...stacks.values()].filter((label) => !pl.ap.paid.includes(label)).sort();
  const left = pointsLeft(pl);
  if (unpaid.length > left) {
    return err(`No attack without assault points: this attack needs ${unpaid.length} (from ${unpaid.join(', ')}) and ${left === 0 ? 'none is' : left === 1 ? '1 is' : `${left} are`} left. Declare a card for AP with /assault during your movement.`);
  }
  const attacker = cardText ? cardInHand(pl, paths, attack.side, cardText) : undefined;
  if (attacker && !attacker.ok) return attacker;
  if (attacker) {
    const wrong = combatCardProblem(attacker.value, attack.side, 'attack');
    if (wrong) return err(wrong);
  }

  const label = world.map.label(attack.target);
  const events: GameEvent[] = [];
  const declared = pl.assault?.side === attack.side ? pl.assault : null;
  const paid: PlState = { ...pl, ap: { ...pl.ap, paid: [...pl.ap.paid, ...unpaid] }, assault: declared ? null : pl.assault };
  if (unpaid.length) events.push(publicEvent('assault-points', `${unpaid.length} assault point${unpaid.length === 1 ? '' : 's'} spent on ${label} (from ${unpaid.join(', ')}); ${pointsLeft(paid)} left.`));
  let s: DogState = { ...state, pl: paid };
  const cards: BattleCard[] = [];
  if (attacker) {
    const played = playCombatCard(s, paths, attack.side, attacker.value, label, 'attack');
    s = played.state;
    cards.push(played.card);
    events.push(...played.events);
  }
  if (declared) events.push(publicEvent('assault-declaration', `${paths.cards.get(declared.card)?.title ?? declared.card}: the defender of ${label} has no ${IGNORED[declared.ignore]} modifiers in this battle.`));
  const asked = askOrFight(rules, s, { ...attack, ...(cards.length ? { cards } : {}), ...(declared ? { ignore: declared.ignore } : {}) }, dice);
  if (!asked.ok) return asked;
  return ok({ state: asked.value.state, events: [...events, ...asked.value.events] });
}
