import type { Dice } from '../../../core/dice.ts';
import { publicEvent, type GameEvent } from '../../../core/events.ts';
import { turnUp } from '../../../core/deck.ts';
import type { Checkpoint } from '../../../core/module.ts';
import { openSealed } from '../../../core/sealed.ts';
import { openWindow } from '../../../core/standing.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import { phaseLabel } from '../turn/phases.ts';
import type { Stepped } from '../turn/sequence.ts';
import { otherSide, SIDES, type Side } from '../units.ts';
import type { CardSpec } from './cards.ts';
import { eraReveal } from './era.ts';
import { cardSpec, deadActivation, fillHands, handOf, reshuffleDiscards, SIDE_NAME, theSide } from './hand.ts';
import { invadeByPaths } from './invasion.ts';
import { placeRebuilt } from './rebuild.ts';
import type { PathsWorld } from './rules.ts';
import { automaticVictory, scoredVictory } from './victory.ts';
import { describeCard } from './words.ts';

/**
 * The turn of Paths of the Lance (PL "New Sequence of Play", CHECKLIST §2.1): what each step does
 * and which phase follows. The steps nobody decides run on at once; a phase opens wherever a side
 * must choose:
 * 1. hands filled up to the era's size;
 * 2. initiative: the window for initiative cards (`initiative`) for the sides that asked to be
 *    asked, then a d10 each, the higher holds it, a tie to last turn's holder (FACTS §1.3);
 * 3. the event phase (`event`): the top card turned face up and offered;
 * 4-7. four action phases, the initiative side first: each side once plays cards (`cards`) and
 *    once moves and fights (`movement`, `taunt`, `combat`), choosing which first (`action`);
 * 8. supply; then, if the era changed this turn, both hands shown (paths/era.ts);
 * 9. rebuilding (`rebuild`, both sides at once), then the rebuilt armies placed;
 * 10. automatic victory;
 * 11. one discard each (`discard`, both at once), the discards shuffled back; the next turn.
 */

export const pathsOf = (rules: DogRules): PathsWorld => {
  if (!rules.paths) throw new Error('Paths of the Lance: this game has no cards');
  return { world: rules.world, paths: rules.paths };
};

/** A phase's fresh bookkeeping: nothing moved, nothing fought. */
const fresh = (state: DogState): DogState => ({ ...state, spent: {}, moves: [], battles: [], advance: null, defended: [] });

const then = (first: Stepped, next: (s: DogState) => Stepped): Stepped => {
  const after = next(first.state);
  return { state: after.state, events: [...first.events, ...after.events] };
};

/** The state as a phase closes, for the picture of each phase. */
export const checkpoint = (state: DogState): Checkpoint<DogState> => ({ turn: state.turn, phaseKey: state.phase, label: phaseLabel(state), state });

/** Steps 1-3 of a turn whose number is already set: the deal, initiative, the event phase. */
export function startPathsTurn(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const dealt = fillHands(state, pathsOf(rules), dice);
  return then(dealt, (s) => initiativeStep(rules, s, dice));
}

/**
 * Step 2. A side set to be asked (`pl.reactions`) that holds any card gets the sealed window for an
 * initiative card; hand sizes are public, so the window tells nothing of the hand. No one asked:
 * the dice at once.
 */
export function initiativeStep(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  const asked = SIDES.filter((side) => pl.reactions[side] === 'ask' && handOf(pl, side).length > 0);
  if (!asked.length) return rollInitiative(rules, state, {}, dice);
  // "A reaction": the sealed lines read "has sealed a reaction", "the reactions are revealed".
  const opened: DogState = fresh({ ...state, phase: 'initiative', acting: asked[0]!, pl: { ...pl, initiativeCards: openSealed('reaction', asked) } });
  return { state: opened, events: [publicEvent('pl-initiative-window', `Turn ${state.turn} initiative: ${asked.map((s) => `the ${SIDE_NAME[s]} side`).join(' and ')} may first play an initiative card (or pass).`)] };
}

/**
 * The initiative roll: a d10 each, plus its initiative card's bonus; the higher holds it, a tie goes
 * to last turn's holder (the Highlords on turn 1). The holder acts first in step 4: PL gives no choice of order.
 */
export function rollInitiative(rules: DogRules, state: DogState, cards: Partial<Record<Side, CardSpec>>, dice: Dice): Stepped {
  const bonus = (side: Side) => {
    const e = cards[side]?.effect;
    return e?.kind === 'initiative' ? e.bonus : 0;
  };
  const rolls = SIDES.map((side) => {
    const roll = dice.roll(10, `Initiative, turn ${state.turn}: ${SIDE_NAME[side]}`, `the ${SIDE_NAME[side]} initiative`);
    return { side, roll, total: roll.face + bonus(side) };
  });
  const [hl, ws] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
  const holder: Side = hl.total > ws.total ? 'highlord' : ws.total > hl.total ? 'whitestone' : state.initiative;
  const why = hl.total === ws.total ? "a tie, which goes to last turn's holder" : 'the higher roll';
  for (const r of rolls) r.roll.explain({ table: 'initiative', ...(bonus(r.side) ? { modifiers: [{ label: cards[r.side]!.title, value: bonus(r.side) }] } : {}), result: holder === r.side ? 'holds the initiative' : 'loses the initiative' });
  const shown = (r: (typeof rolls)[0]) => `${SIDE_NAME[r.side]} ${r.roll.face}${bonus(r.side) ? ` + ${bonus(r.side)} = ${r.total}` : ''}`;
  const events: GameEvent[] = [publicEvent('initiative', `Turn ${state.turn} initiative: ${shown(hl)}, ${shown(ws)}: the ${SIDE_NAME[holder]} side holds it (${why}) and acts first.`, { rolls: [hl.roll.record, ws.roll.record] })];
  const held: DogState = { ...state, initiative: holder, first: holder, pl: { ...state.pl!, initiativeCards: null } };
  return then({ state: held, events }, (s) => eventPhase(rules, s, dice));
}

/**
 * Step 3: the top card turned face up for everyone, then offered. A war-status card goes first to
 * its oval's side, then (CHECKLIST §2.9 item 45) to the initiative side, then the other; an
 * activation card is the initiative side's to roll for first, then the other's; any other card
 * is the initiative side's alone to trade for. A revealed activation for a nation already at war
 * is removed from the game and the next card turned up, as a dealt one would be.
 */
export function eventPhase(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const ctx = pathsOf(rules);
  let pl = state.pl!;
  const events: GameEvent[] = [];
  for (;;) {
    // The deck's line ends with its own full stop.
    const turned = turnUp(pl.deck, dice, (c) => describeCard(ctx.paths, c).replace(/\.$/, ''));
    pl = { ...pl, deck: turned.deck };
    events.push(...turned.events);
    if (turned.card === undefined) {
      events.push(publicEvent('pl-event-phase', 'The event deck is empty: no card is turned up this turn.'));
      return then({ state: { ...state, pl }, events }, (s) => beginActions(rules, s, dice));
    }
    const card = cardSpec(ctx.paths, turned.card);
    if (deadActivation(state, ctx.paths, card.id)) {
      pl = { ...pl, removed: [...pl.removed, card.id] };
      events.push(publicEvent('pl-event-phase', `${card.title} is for a nation already at war: it is removed from the game, and the next card is turned up.`));
      continue;
    }
    const first = state.initiative;
    const entitled: Side[] =
      card.effect.kind === 'activation'
        ? [first, otherSide(first)]
        : card.oval && card.oval.side !== 'neutral'
          ? [...new Set<Side>([card.oval.side, first, otherSide(first)])]
          : [first];
    // A side with no card has nothing to trade (hand sizes are public): it is not asked.
    const offers = card.effect.kind === 'activation' ? entitled : entitled.filter((side) => handOf(pl, side).length > 0);
    if (!offers.length) {
      const discarded: DogState = { ...state, pl: { ...pl, deck: { ...pl.deck, discard: [...pl.deck.discard, card.id] } } };
      events.push(publicEvent('pl-event-phase', `The event card is ${card.title}; no side has a card to trade for it, so it is discarded.`));
      return then({ state: discarded, events }, (s) => beginActions(rules, s, dice));
    }
    const opened: DogState = fresh({ ...state, phase: 'event', acting: offers[0]!, pl: { ...pl, eventCard: { card: card.id, offers } } });
    const what = card.effect.kind === 'activation' ? 'may roll to activate its nation (or pass)' : 'may trade a card of the same AP+RP total for it (or pass)';
    events.push(publicEvent('pl-event-phase', `The event card is ${card.title}: the ${SIDE_NAME[offers[0]!]} side ${what}.`, { data: { card: card.id, offers } }));
    return { state: opened, events };
  }
}

/**
 * The side offered the face-up card has passed, or failed its roll: the next side in the offers,
 * or, when none is left, the card goes to the discards.
 */
export function nextOffer(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  const face = pl.eventCard!;
  const [, ...rest] = face.offers;
  const card = cardSpec(pathsOf(rules).paths, face.card);
  if (rest.length) {
    const what = card.effect.kind === 'activation' ? 'may roll once to activate its nation (or pass)' : 'may trade a card of the same AP+RP total for it (or pass)';
    return { state: { ...state, acting: rest[0]!, pl: { ...pl, eventCard: { ...face, offers: rest } } }, events: [publicEvent('pl-event-phase', `${card.title}: now the ${SIDE_NAME[rest[0]!]} side ${what}.`)] };
  }
  const discarded: DogState = { ...state, pl: { ...pl, eventCard: null, deck: { ...pl.deck, discard: [...pl.deck.discard, face.card] } } };
  return then({ state: discarded, events: [publicEvent('pl-event-phase', `Nobody takes ${card.title}: it is discarded.`)] }, (s) => beginActions(rules, s, dice));
}

/** The event phase is settled: the first action phase, the initiative side's. */
export function beginActions(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  return openSlot(rules, { ...state, pl: { ...pl, eventCard: null, slot: 0, done: { highlord: [], whitestone: [] } } }, dice);
}

/** Slots 1 and 3 are the initiative side's, 2 and 4 the other's (PL steps 4-7). */
export const slotSide = (state: DogState, slot: number): Side => (slot % 2 === 1 ? state.initiative : otherSide(state.initiative));

/** The next action phase: a side with both still to do chooses; with one done, the other begins at once. After the fourth, step 8. */
export function openSlot(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  const slot = pl.slot + 1;
  if (slot > 4) return afterActions(rules, { ...state, pl: { ...pl, slot: 4 } }, dice);
  const side = slotSide(state, slot);
  const left = (['cards', 'move'] as const).filter((w) => !pl.done[side].includes(w));
  const s: DogState = { ...state, pl: { ...pl, slot } };
  if (left.length === 2) return { state: fresh({ ...s, phase: 'action', acting: side }), events: [publicEvent('pl-action', `The ${SIDE_NAME[side]} side chooses: play cards, or move and fight.`)] };
  if (left.length === 1) return beginAction(rules, s, side, left[0]!, dice);
  return openSlot(rules, s, dice);
}

/** `side` begins its card phase or its move-and-fight phase. */
export function beginAction(rules: DogRules, state: DogState, side: Side, which: 'cards' | 'move', dice: Dice): Stepped {
  const pl = state.pl!;
  if (which === 'cards') {
    return { state: fresh({ ...state, phase: 'cards', acting: side }), events: [publicEvent('pl-action', `The ${SIDE_NAME[side]} side plays cards.`)] };
  }
  // The base game's movement, taunt and combat steps for this side, with fresh assault points.
  const moving: DogState = fresh({ ...state, phase: 'movement', acting: side, half: pl.slot <= 2 ? 1 : 2, taunts: [], pl: { ...pl, ap: { points: 0, paid: [] }, assault: null, invading: [] } });
  const begun = rules.hooks.startOfMovement(moving, side, dice);
  return { state: begun.state, events: [publicEvent('pl-action', `The ${SIDE_NAME[side]} side moves and fights.`), ...begun.events] };
}

/** A card phase (`cards`) or a move-and-fight phase (after `combat`) is over: it is marked done, and the next slot opens. */
export function actionEnded(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  const side = state.acting;
  const which = state.phase === 'cards' ? 'cards' : 'move';
  const done = { ...pl.done, [side]: [...pl.done[side].filter((w) => w !== which), which] };
  return openSlot(rules, { ...state, pl: { ...pl, done, ap: { points: 0, paid: [] }, assault: null } }, dice);
}

/**
 * The Highlords' movement ends: each neutral nation they entered and stopped in rolls now (PL B.3:
 * move in, stop, declare), unless an `invade` order already rolled for it. The Whitestone, set to
 * be asked and holding any card, are first asked for a Diplomatic Coup on their roll: the end of
 * the movement then waits for the answer, which rolls and ends the movement again.
 */
export function invasionsAtMovementEnd(rules: DogRules, state: DogState, dice: Dice): Stepped {
  let stepped: Stepped = { state, events: [] };
  for (const nation of state.pl?.invading ?? []) {
    stepped = then(stepped, (s) => declareOrRoll(rules, s, nation, true, dice));
    if (stepped.state.pl!.question) break;
  }
  return stepped;
}

/** An invasion about to be rolled: the Whitestone's question for a Coup, or the roll at once. */
export function declareOrRoll(rules: DogRules, state: DogState, nation: string, movementEnds: boolean, dice: Dice): Stepped {
  const pl = state.pl!;
  const knight = rules.world.nations.get(nation)?.knight;
  if (knight || pl.reactions.whitestone !== 'ask' || !handOf(pl, 'whitestone').length) return invadeNow(rules, state, nation, 0, dice);
  const name = rules.world.nations.get(nation)?.name ?? nation;
  const window = openWindow({ seat: 'whitestone', prompt: `The Highlords invade ${name}: play a Diplomatic Coup on your roll? (react card:<your Coup>, or pass)`, verb: 'react', silence: { card: 'pass' } });
  const asked: DogState = { ...state, pl: { ...pl, question: { kind: 'invasion-coup', window, pending: { nation, movementEnds } } } };
  return { state: asked, events: [publicEvent('pl-invasion-coup', `The Highlords' invasion of ${name} is about to be rolled: the Whitestone side may first play a Diplomatic Coup.`)] };
}

/** One declared invasion rolled (PL B.3), with the Whitestone's Coup if any, and the nation off the list. */
export function invadeNow(rules: DogRules, state: DogState, nation: string, coupBonus: number, dice: Dice): Stepped {
  const pl = state.pl!;
  const off: DogState = { ...state, pl: { ...pl, invading: pl.invading.filter((n) => n !== nation) } };
  const rolled = invadeByPaths(off, pathsOf(rules), nation, coupBonus, dice);
  if (!rolled.ok) return { state: off, events: [publicEvent('pl-invasion', `${rolled.error} It stays neutral.`)] };
  const settled = rules.settle(rolled.value.state);
  return { state: settled.state, events: [...rolled.value.events, ...settled.events] };
}

/** Step 8 (supply, then who holds what), the era change's reveal if due, then step 9. */
export function afterActions(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const supplied = rules.hooks.endOfTurn(fresh(state), dice);
  const shown = then(supplied, (s) => eraReveal(s, pathsOf(rules), dice));
  return then(shown, (s) => openRebuild(rules, s, dice));
}

/**
 * Step 9: both sides at once may play cards for rebuild points. A side that cannot is ready at
 * once (public facts only: the Highlords before Dark Temple, an empty hand).
 */
export function openRebuild(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const pl = state.pl!;
  const ready = SIDES.filter((side) => !handOf(pl, side).length || (side === 'highlord' && !pl.darkTemplePlayed));
  const s: DogState = fresh({ ...state, phase: 'rebuild', acting: SIDES.find((x) => !ready.includes(x)) ?? state.initiative, pl: { ...pl, ready } });
  if (ready.length === SIDES.length) return finishRebuild(rules, s, dice);
  return { state: s, events: [publicEvent('pl-rebuild', `Rebuilding: ${SIDES.filter((x) => !ready.includes(x)).map((x) => `the ${SIDE_NAME[x]} side`).join(' and ')} may play cards for rebuild points.`)] };
}

/** A side is done with a simultaneous step; the step ends when both are. */
export function sideReady(rules: DogRules, state: DogState, side: Side, dice: Dice): Stepped {
  const pl = state.pl!;
  const ready = [...new Set([...pl.ready, side])];
  const s: DogState = { ...state, acting: SIDES.find((x) => !ready.includes(x)) ?? state.acting, pl: { ...pl, ready } };
  if (ready.length < SIDES.length) return { state: s, events: [] };
  return state.phase === 'rebuild' ? finishRebuild(rules, s, dice) : finishTurn(rules, s, dice);
}

/** End of step 9 (the rebuilt armies placed), step 10, and the discards of step 11. */
export function finishRebuild(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const ctx = pathsOf(rules);
  const placed = placeRebuilt(state, ctx);
  const won = automaticVictory(placed.state, ctx, true);
  if (won) return { state: { ...placed.state, phase: 'over', ended: won }, events: [...placed.events, publicEvent('pl-victory', won.reason)] };
  const pl = placed.state.pl!;
  const ready = SIDES.filter((side) => !handOf(pl, side).length);
  const s: DogState = { ...placed.state, phase: 'discard', acting: SIDES.find((x) => !ready.includes(x)) ?? state.initiative, pl: { ...pl, ready } };
  if (ready.length === SIDES.length) return then({ state: s, events: placed.events }, (x) => finishTurn(rules, x, dice));
  return { state: s, events: [...placed.events, publicEvent('pl-discard', 'Discards: each side may discard one card.')] };
}

/** Step 11's end: the discards shuffled back; after the last turn the VP track decides, else the next turn. */
export function finishTurn(rules: DogRules, state: DogState, dice: Dice): Stepped {
  const shuffled = reshuffleDiscards(state, dice);
  const s = shuffled.state;
  if (s.turn >= s.lastTurn) {
    const won = scoredVictory(s);
    return { state: { ...s, phase: 'over', ended: won }, events: [...shuffled.events, publicEvent('pl-victory', won.reason)] };
  }
  const pl = s.pl!;
  const next: DogState = fresh({
    ...s,
    turn: s.turn + 1,
    attacked: [],
    taunts: [],
    pl: { ...pl, ready: [], slot: 0, done: { highlord: [], whitestone: [] }, ap: { points: 0, paid: [] }, assault: null, invading: [], eventCard: null, initiativeCards: null },
  });
  const events = [...shuffled.events, publicEvent('turn', `Turn ${s.turn} is over.`)];
  return then({ state: next, events }, (x) => startPathsTurn(rules, x, dice));
}

/** A public line naming a side and a count of cards, never which: "The Whitestone side plays 2 cards". */
export const cardCount = (side: Side, n: number): string => `${theSide(side)} plays ${n === 1 ? 'a card' : `${n} cards`}`;
