import type { PathsRules } from './rules.ts';
import { z } from 'zod';
import type { Dice } from '../../../core/dice.ts';
import { privateEvent, publicEvent, type GameEvent } from '../../../core/events.ts';
import type { Applied, OrderHint } from '../../../core/module.ts';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { allSealed, reveal, seal } from '../../../core/sealed.ts';
import type { DogRules } from '../rules.ts';
import type { DogState } from '../state.ts';
import { endPhase, type Stepped } from '../turn/sequence.ts';
import { SIDES, type Side } from '../units.ts';
import type { DogView } from '../view.ts';
import { activationRoll } from './activation.ts';
import { placeBerem } from './berem.ts';
import { answerCombatCard } from './battle-cards.ts';
import { totalOf, type CardSpec } from './cards.ts';
import { playEvent } from './effects.ts';
import { cardSpec, findInHand, handEvent, handOf, intoHand, playedAsEvent, SIDE_NAME, theSide, toDiscards } from './hand.ts';
import { rebuildCost, spendRebuildPoints } from './rebuild.ts';
import { actionEnded, beginAction, beginActions, checkpoint, declareOrRoll, invadeNow, nextOffer, pathsOf, rollInitiative, sideReady } from './turn.ts';

/**
 * The orders of Paths of the Lance's turn: `begin` an action phase, `play` a card as an event in
 * the card phase, `trade` for or `pass` on the event phase's face-up card, `roll` for a face-up
 * activation card, `rebuild` with cards' RP, `discard` one card at the turn's end, `invade` a
 * nation the Highlords stopped in, `react` with an initiative card (or a combat card, pl-battle's),
 * and two standing choices: `knights` (the Whitestone's order of knight nations) and `reactions`.
 * Which card is played for points, traded away or discarded is never named in public.
 */

const cardList = (description: string) =>
  option.custom(
    'name',
    description,
    z
      .union([z.string(), z.array(z.string())], { error: 'which cards? Separate several with commas.' })
      .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string()).min(1, 'which cards? Name at least one.')),
  );

const applied = (state: DogState, stepped: Stepped, closed: boolean): Applied<DogState> => ({ state: stepped.state, events: stepped.events, checkpoints: closed ? [checkpoint(state)] : [] });

/** The event phase's face-up card, if it is `side`'s to answer now; else why not. */
function offeredCard(state: DogState, paths: PathsRules, side: Side): Result<CardSpec> {
  const face = state.pl?.eventCard;
  if (!face) return err('No card is face up now.');
  if (state.acting !== side) return err(`The face-up card is offered to the ${SIDE_NAME[state.acting]} side now, not you.`);
  return ok(cardSpec(paths, face.card));
}

export function pathsOrders(rules: DogRules) {
  const order = orderFor<DogState, DogView>();
  const isPl = (state: DogState) => !!state.pl && !!rules.paths;
  const notPl = 'Dragons of Glory plays this scenario by DL11\'s rules: there are no cards.';

  const begin = order({
    verb: 'begin',
    group: 'cards',
    description: 'Your action phase: play cards, or move and fight',
    options: { phase: option.choice('cards or move', ['cards', 'move'], 'begin cards or begin move.') },
    line: '{phase}',
    phases: ['action'],
    legal: (state, seat) => (state.pl && state.acting === seat ? (['cards', 'move'] as const).filter((w) => !state.pl!.done[seat as Side].includes(w)).map((w) => ({ verb: 'begin', options: { phase: w }, label: w === 'cards' ? 'Play cards' : 'Move and fight' })) : []),
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      if (state.acting !== seat) return err(`It is the ${SIDE_NAME[state.acting]} side's action phase, not yours.`);
      if (state.pl!.done[seat as Side].includes(o.phase)) return err(`You have already ${o.phase === 'cards' ? 'played cards' : 'moved and fought'} this turn: begin ${o.phase === 'cards' ? 'move' : 'cards'}.`);
      return ok(applied(state, beginAction(rules, state, seat as Side, o.phase, dice), true));
    },
  });

  const play = order({
    verb: 'play',
    group: 'cards',
    description: 'Your card phase: play a card of your hand as an event',
    options: {
      card: option.name('The card you play as an event', 'which card'),
      coup: option.name('A Diplomatic Coup played with an activation card', 'which Diplomatic Coup', { optional: true }),
    },
    line: '{card}',
    phases: ['cards'],
    outOfPhase: (state) => `Cards are played as events in your card phase; it is ${state.phase === 'over' ? 'over' : `the ${state.phase} step`}.`,
    legal: (state, seat) => (state.pl && state.acting === seat ? handOf(state.pl, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => c.timing === 'card-phase' && (c.side === 'either' || c.side === seat)).map((c) => ({ verb: 'play', options: { card: c.id }, label: c.title })) : []),
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      const side = seat as Side;
      if (state.acting !== side) return err(`It is the ${SIDE_NAME[state.acting]} side's card phase, not yours.`);
      const pl = state.pl!;
      const found = findInHand(pl, rules.paths!, side, o.card);
      if (!found.ok) return found;
      const card = found.value;
      if (card.side !== 'either' && card.side !== side) return err(`${card.title} is the ${SIDE_NAME[card.side]} side's to play as an event; you may play it for AP or RP.`);
      if (card.timing !== 'card-phase') return err(`${card.title} is not played in the card phase: ${timingWords(card)}.`);
      const coup = o.coup ? findInHand(pl, rules.paths!, side, o.coup) : undefined;
      if (coup && !coup.ok) return coup;
      if (coup?.ok && coup.value.id === card.id) return err('A card cannot be its own Diplomatic Coup.');
      const played = playEvent(state, pathsOf(rules), side, card, coup?.ok ? { coup: coup.value } : {}, dice);
      if (!played.ok) return played;
      return ok({ state: played.value.state, events: [...played.value.events, handEvent(rules.paths!, played.value.state.pl!, side)], checkpoints: [] });
    },
  });

  const trade = order({
    verb: 'trade',
    group: 'cards',
    description: 'The event phase: give a card of the same AP+RP total for the face-up card',
    options: { card: option.name('The card of your hand you give for it', 'which card') },
    line: '{card}',
    phases: ['event'],
    legal: (state, seat) => {
      const face = state.pl?.eventCard;
      if (!face || state.acting !== seat) return [];
      const wanted = totalOf(cardSpec(rules.paths!, face.card));
      if (cardSpec(rules.paths!, face.card).effect.kind === 'activation') return [];
      return handOf(state.pl!, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => totalOf(c) === wanted).map((c) => ({ verb: 'trade', options: { card: c.id }, label: `Give ${c.title}` }));
    },
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      const side = seat as Side;
      const pl = state.pl!;
      const offered = offeredCard(state, rules.paths!, side);
      if (!offered.ok) return offered;
      const taken = offered.value;
      if (taken.effect.kind === 'activation') return err(`${taken.title} is an activation card: roll for it (roll, with coup: if you wish) or pass.`);
      const found = findInHand(pl, rules.paths!, side, o.card);
      if (!found.ok) return found;
      const given = found.value;
      if (totalOf(given) !== totalOf(taken)) return err(`A trade needs a card of the same AP+RP total: ${taken.title} totals ${totalOf(taken)}, ${given.title} ${totalOf(given)}. Give a card totalling ${totalOf(taken)}, or pass.`);
      let next = toDiscards(pl, side, given.id);
      next = intoHand(next, side, taken.id);
      next = { ...next, shown: [...next.shown, { card: taken.id, side }], eventCard: null };
      const traded: DogState = { ...state, pl: next };
      const events: GameEvent[] = [
        publicEvent('pl-trade', `${theSide(side)} takes ${taken.title}, giving a card of AP+RP total ${totalOf(taken)} to the discards.`, { data: { side, card: taken.id, total: totalOf(taken) } }),
        handEvent(rules.paths!, next, side),
      ];
      const on = beginActions(rules, traded, dice);
      return ok({ state: on.state, events: [...events, ...on.events], checkpoints: [checkpoint(state)] });
    },
  });

  const pass = order({
    verb: 'pass',
    group: 'cards',
    description: 'The event phase: let the face-up card go (it is offered on, or discarded)',
    options: {},
    phases: ['event'],
    legal: (state, seat) => (state.pl?.eventCard && state.acting === seat ? [{ verb: 'pass', options: {}, label: 'Pass' }] : []),
    apply: (state, seat, _o, dice) => {
      if (!isPl(state)) return err(notPl);
      const offered = offeredCard(state, rules.paths!, seat as Side);
      if (!offered.ok) return offered;
      const card = offered.value;
      const next = nextOffer(rules, state, dice);
      const left = !next.state.pl!.eventCard;
      return ok({ state: next.state, events: [publicEvent('pl-pass', `${theSide(seat as Side)} passes on ${card.title}.`), ...next.events], checkpoints: left ? [checkpoint(state)] : [] });
    },
  });

  const roll = order({
    verb: 'roll',
    group: 'cards',
    description: 'The event phase: roll to activate the face-up activation card\'s nation',
    options: { coup: option.name('A Diplomatic Coup of your hand played with the roll', 'which Diplomatic Coup', { optional: true }) },
    line: '{coup}',
    phases: ['event'],
    legal: (state, seat) => {
      const face = state.pl?.eventCard;
      if (!face || state.acting !== seat || cardSpec(rules.paths!, face.card).effect.kind !== 'activation') return [];
      const coups = handOf(state.pl!, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => c.effect.kind === 'diplomatic-coup');
      return [{ verb: 'roll', options: {}, label: 'Roll' }, ...coups.map((c) => ({ verb: 'roll', options: { coup: c.id }, label: `Roll with ${c.title}` }))];
    },
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      const side = seat as Side;
      const pl = state.pl!;
      const offered = offeredCard(state, rules.paths!, side);
      if (!offered.ok) return offered;
      const card = offered.value;
      if (card.effect.kind !== 'activation') return err(`${card.title} is no activation card: trade a card of AP+RP total ${totalOf(card)} for it, or pass.`);
      let coup: CardSpec | undefined;
      if (o.coup) {
        const found = findInHand(pl, rules.paths!, side, o.coup);
        if (!found.ok) return found;
        if (found.value.effect.kind !== 'diplomatic-coup') return err(`${found.value.title} is no Diplomatic Coup.`);
        coup = found.value;
      }
      const bonus = coup?.effect.kind === 'diplomatic-coup' ? coup.effect.bonus : 0;
      const number = card.effect[side];
      if (number + bonus <= 0) return err(`${card.title}: the ${SIDE_NAME[side]} side needs ${number + bonus} or less, which no d10 makes. Pass.`);
      const events: GameEvent[] = [publicEvent('pl-roll', `${theSide(side)} rolls for ${card.title}${coup ? `, with ${coup.title} (+${bonus})` : ''}.`)];
      let s: DogState = state;
      if (coup) {
        s = { ...s, pl: playedAsEvent(s.pl!, side, coup) };
        events.push(handEvent(rules.paths!, s.pl!, side));
      }
      const rolled = activationRoll(s, pathsOf(rules), side, card.effect.nation, number, bonus, dice);
      events.push(...rolled.events);
      s = rolled.state;
      if (rolled.joined) {
        // Success removes the card for good (PL B.1).
        s = { ...s, pl: { ...s.pl!, removed: [...s.pl!.removed, card.id], eventCard: null } };
        const on = beginActions(rules, s, dice);
        return ok({ state: on.state, events: [...events, ...on.events], checkpoints: [checkpoint(state)] });
      }
      const on = nextOffer(rules, s, dice);
      return ok({ state: on.state, events: [...events, ...on.events], checkpoints: on.state.pl!.eventCard ? [] : [checkpoint(state)] });
    },
  });

  const rebuild = order({
    verb: 'rebuild',
    group: 'cards',
    description: 'Rebuilding: play cards for their RP to rebuild or replenish counters',
    options: {
      cards: cardList('The cards you play for their rebuild points, separated by commas'),
      counters: option.units('The eliminated or depleted counters brought back, separated by commas', 'rebuilds'),
    },
    line: '{cards} for {counters}',
    phases: ['rebuild'],
    legal: (state, seat) => (state.pl && !state.pl.ready.includes(seat as Side) ? [{ verb: 'rebuild', options: {}, label: 'Play cards for rebuild points' }] : []),
    apply: (state, seat, o) => {
      if (!isPl(state)) return err(notPl);
      const side = seat as Side;
      const pl = state.pl!;
      if (pl.ready.includes(side)) return err('You are done rebuilding this turn.');
      if (side === 'highlord' && !pl.darkTemplePlayed) return err('The Highlords may not spend rebuild points until the Dark Temple card is played (PL I).');
      const cards: CardSpec[] = [];
      for (const name of o.cards) {
        const found = findInHand({ ...pl, deck: { ...pl.deck, hands: { ...pl.deck.hands, [side]: handOf(pl, side).filter((c) => !cards.some((x) => x.id === c)) } } }, rules.paths!, side, name);
        if (!found.ok) return found;
        cards.push(found.value);
      }
      const ctx = pathsOf(rules);
      const ids: string[] = [];
      let cost = 0;
      for (const name of o.counters) {
        const id = counterNamed(rules, name);
        if (!id) return err(`"${name}" is no counter of this game.`);
        const priced = rebuildCost(state, ctx, side, id);
        if (!priced.ok) return priced;
        ids.push(id);
        cost += priced.value.rp;
      }
      const rp = cards.reduce((n, c) => n + c.rp, 0);
      if (rp < cost) return err(`Those cards give ${rp} RP; bringing those back costs ${cost}. Add cards, or rebuild less.`);
      const spare = cards.find((c) => rp - c.rp >= cost);
      if (spare) return err(`${spare.title} is not needed: the other cards' ${rp - spare.rp} RP already cover the ${cost} it costs. Cards are played for RP only when their points are needed.`);
      const spent = spendRebuildPoints(state, ctx, side, rp, ids);
      if (!spent.ok) return spent;
      let next = spent.value.state.pl!;
      for (const c of cards) next = toDiscards(next, side, c.id);
      const s: DogState = { ...spent.value.state, pl: next };
      const events: GameEvent[] = [
        publicEvent('pl-rebuild', `${theSide(side)} plays ${cards.length === 1 ? 'a card' : `${cards.length} cards`} for ${rp} rebuild point${rp === 1 ? '' : 's'}.`, { data: { side, cards: cards.length, rp } }),
        ...spent.value.events,
        handEvent(rules.paths!, next, side),
      ];
      return ok({ state: s, events, checkpoints: [] });
    },
  });

  const discardOne = order({
    verb: 'discard',
    group: 'cards',
    description: 'The turn\'s end: discard one card of your hand (it is shuffled back into the deck)',
    options: { card: option.name('The card you discard', 'which card') },
    line: '{card}',
    phases: ['discard'],
    legal: (state, seat) => (state.pl && !state.pl.ready.includes(seat as Side) ? handOf(state.pl, seat as Side).map((c) => ({ verb: 'discard', options: { card: c }, label: cardSpec(rules.paths!, c).title })) : []),
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      const side = seat as Side;
      const pl = state.pl!;
      if (pl.ready.includes(side)) return err('You are done with this turn\'s discard (one card at most).');
      const found = findInHand(pl, rules.paths!, side, o.card);
      if (!found.ok) return found;
      const next = toDiscards(pl, side, found.value.id);
      const s: DogState = { ...state, pl: next };
      const events: GameEvent[] = [publicEvent('pl-discard', `${theSide(side)} discards a card.`), handEvent(rules.paths!, next, side)];
      const on = sideReady(rules, s, side, dice);
      return ok({ state: on.state, events: [...events, ...on.events], checkpoints: on.state.phase !== 'discard' ? [checkpoint(s)] : [] });
    },
  });

  const invade = order({
    verb: 'invade',
    group: 'movement',
    description: 'Roll now for a neutral nation your stack stopped in (PL B.3); else at your movement\'s end',
    options: { nation: option.name('The nation invaded', 'which nation') },
    line: '{nation}',
    phases: ['movement'],
    legal: (state, seat) => (state.pl && state.acting === seat ? state.pl.invading.map((n) => ({ verb: 'invade', options: { nation: n }, label: rules.world.nations.get(n)?.name ?? n })) : []),
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      if (state.acting !== seat) return err(`It is the ${SIDE_NAME[state.acting]} side's movement, not yours.`);
      const wanted = o.nation.trim().toLowerCase().replace(/\s+/g, '-');
      const nation = state.pl!.invading.find((n) => n === wanted || rules.world.nations.get(n)?.name.toLowerCase() === o.nation.trim().toLowerCase());
      if (!nation) return err(`You have declared no invasion of ${o.nation.trim()}: ${state.pl!.invading.length ? `declared: ${state.pl!.invading.map((n) => rules.world.nations.get(n)?.name ?? n).join(', ')}` : 'stop a stack inside a neutral nation first'}.`);
      const rolled = declareOrRoll(rules, state, nation, false, dice);
      return ok({ state: rolled.state, events: rolled.events, checkpoints: [] });
    },
  });

  const react = order({
    verb: 'react',
    group: 'cards',
    description: 'Play a card at its moment: an initiative card at the roll, or a combat card in a battle; or pass',
    options: { card: option.name('The card you play, or pass', 'which card, or pass') },
    line: '{card}',
    legal: (state, seat) => {
      const pl = state.pl;
      if (!pl) return [];
      const pass: OrderHint = { verb: 'react', options: { card: 'pass' }, label: 'Pass' };
      if (pl.question?.kind === 'combat-card' && pl.question.window.seat === seat) {
        return [pass, ...handOf(pl, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => c.effect.kind === 'combat').map((c) => ({ verb: 'react', options: { card: c.id }, label: c.title }))];
      }
      if (pl.question?.kind === 'invasion-coup' && pl.question.window.seat === seat) {
        return [pass, ...handOf(pl, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => c.effect.kind === 'diplomatic-coup').map((c) => ({ verb: 'react', options: { card: c.id }, label: c.title }))];
      }
      if (state.phase === 'initiative' && pl.initiativeCards?.seats.includes(seat)) {
        return [pass, ...handOf(pl, seat as Side).map((c) => cardSpec(rules.paths!, c)).filter((c) => initiativeProblem(c, seat as Side) === undefined).map((c) => ({ verb: 'react', options: { card: c.id }, label: c.title }))];
      }
      return [];
    },
    apply: (state, seat, o, dice) => {
      if (!isPl(state)) return err(notPl);
      const pl = state.pl!;
      const side = seat as Side;
      if (pl.question?.kind === 'combat-card') return answerCombatCard(state, side, o.card.trim().toLowerCase() === 'pass' ? 'pass' : o.card, dice, rules);
      if (pl.question?.kind === 'invasion-coup') return answerInvasionCoup(rules, state, side, o.card, dice);
      if (state.phase === 'initiative' && pl.initiativeCards) return sealInitiative(rules, state, side, o.card, dice);
      return err('Nothing waits for a card now: react answers the initiative window, or a battle declared against you.');
    },
  });

  const knights = order({
    verb: 'knights',
    kind: 'standing',
    group: 'cards',
    description: 'The Whitestone: the order in which a knight roll brings in the knight nations',
    options: { order: option.units('The knight nations, first wanted first, separated by commas', 'knights') },
    line: '{order}',
    legal: (state, seat) => (state.pl && seat === 'whitestone' ? [{ verb: 'knights', options: { order: state.pl.knightPreference.join(', ') }, label: 'Order of the knight nations' }] : []),
    apply: (state, seat, o) => {
      if (!isPl(state)) return err(notPl);
      if (seat !== 'whitestone') return err('Only the Whitestone side chooses the order of the knight nations.');
      const all = [...rules.world.nations.values()].filter((n) => n.knight);
      const chosen: string[] = [];
      for (const name of o.order) {
        const wanted = name.trim().toLowerCase();
        const n = all.find((k) => k.id === wanted.replace(/\s+/g, '-') || k.name.toLowerCase() === wanted);
        if (!n) return err(`${name.trim()} is no knight nation. The knight nations: ${all.map((k) => k.name).join(', ')}.`);
        if (!chosen.includes(n.id)) chosen.push(n.id);
      }
      const preference = [...chosen, ...all.map((k) => k.id).filter((id) => !chosen.includes(id))];
      const s: DogState = { ...state, pl: { ...state.pl!, knightPreference: preference } };
      return ok({ state: s, events: [privateEvent(['whitestone'], 'pl-knights', `A knight roll will bring in, first to last: ${preference.map((id) => rules.world.nations.get(id)?.name ?? id).join(', ')}.`)], checkpoints: [] });
    },
  });

  const reactions = order({
    verb: 'reactions',
    kind: 'standing',
    group: 'cards',
    description: 'Whether you are asked for a card at each initiative roll and each battle against you',
    options: { choice: option.choice('ask or pass', ['ask', 'pass'], 'reactions ask or reactions pass.') },
    line: '{choice}',
    legal: (state) => (state.pl ? (['ask', 'pass'] as const).map((c) => ({ verb: 'reactions', options: { choice: c }, label: c === 'ask' ? 'Ask me for reaction cards' : 'Never ask me' })) : []),
    apply: (state, seat, o) => {
      if (!isPl(state)) return err(notPl);
      if (!SIDES.includes(seat as Side)) return err('Only a side chooses its reactions.');
      const side = seat as Side;
      const s: DogState = { ...state, pl: { ...state.pl!, reactions: { ...state.pl!.reactions, [side]: o.choice } } };
      const line = o.choice === 'ask' ? 'will be asked for a card at each initiative roll and each battle against it' : 'will not be asked for reaction cards';
      return ok({ state: s, events: [publicEvent('pl-reactions', `${theSide(side)} ${line}.`)], checkpoints: [] });
    },
  });

  const berem = order({
    verb: 'berem',
    kind: 'answer',
    group: 'cards',
    description: 'Everman Found on a 9 or 10: the neutral city where Berem stands',
    options: { place: option.name('The neutral continental city', 'which city') },
    line: '{place}',
    legal: (state, seat) => {
      const q = state.pl?.question;
      if (q?.kind !== 'berem-place' || q.window.seat !== seat) return [];
      return beremPlaces(q.pending).map((p) => ({ verb: 'berem', options: { place: p }, label: rules.world.map.places.get(p)?.name ?? p }));
    },
    apply: (state, seat, o) => {
      if (!isPl(state)) return err(notPl);
      const q = state.pl!.question;
      if (q?.kind !== 'berem-place') return err('Nobody is choosing where Berem stands now.');
      if (q.window.seat !== seat) return err(`The ${SIDE_NAME[q.window.seat as Side]} side chooses where Berem stands.`);
      const places = beremPlaces(q.pending);
      const wanted = o.place.trim().toLowerCase();
      const place = places.find((p) => p === wanted.replace(/\s+/g, '-') || rules.world.map.places.get(p)?.name.toLowerCase() === wanted);
      if (!place) return err(`${o.place.trim()} is not one of the cities Berem may stand in: ${places.map((p) => rules.world.map.places.get(p)?.name ?? p).join(', ')}.`);
      const placed = placeBerem({ ...state, pl: { ...state.pl!, question: null } }, pathsOf(rules), place);
      // The choice is made in the open (PL D): the log says where he appears, as a rolled place does.
      const appears = publicEvent('pl-berem', `Berem appears at ${rules.world.map.places.get(place)?.name ?? place}, where the ${SIDE_NAME[seat as Side]} side chose.`, { data: { place } });
      return ok({ state: placed.state, events: [appears, ...placed.events], checkpoints: [] });
    },
  });

  return [begin, play, trade, pass, roll, rebuild, discardOne, invade, react, knights, reactions, berem] as const;
}

function timingWords(card: CardSpec): string {
  switch (card.timing) {
    case 'initiative':
      return 'it is played at the initiative roll (react)';
    case 'battle':
      return 'it is played in a battle';
    case 'movement':
      return 'it is declared in your movement (assault)';
    case 'activation':
      return 'it goes with an activation roll (coup:)';
    default:
      return 'it is played in the card phase';
  }
}

function initiativeProblem(card: CardSpec, side: Side): string | undefined {
  if (card.effect.kind !== 'initiative') return `${card.title} is no initiative card: react with an initiative card, or pass.`;
  if (card.side !== 'either' && card.side !== side) return `${card.title} is the ${SIDE_NAME[card.side]} side's initiative card.`;
  return undefined;
}

/** The initiative window: each side asked seals a card or a pass; once all have, the cards are shown and the dice rolled. */
function sealInitiative(rules: DogRules, state: DogState, side: Side, text: string, dice: Dice): Result<Applied<DogState>> {
  const pl = state.pl!;
  const sealed = pl.initiativeCards!;
  if (!sealed.seats.includes(side)) return err('You were not asked for an initiative card this turn.');
  let choice = 'pass';
  if (text.trim().toLowerCase() !== 'pass') {
    const found = findInHand(pl, rules.paths!, side, text);
    if (!found.ok) return found;
    const problem = initiativeProblem(found.value, side);
    if (problem) return err(problem);
    choice = found.value.id;
  }
  const described = choice === 'pass' ? 'no card' : cardSpec(rules.paths!, choice).title;
  const sealedNow = seal(sealed, side, choice, { who: theSide(side), described });
  if (!sealedNow.ok) return err(sealedNow.error);
  const s: DogState = { ...state, pl: { ...pl, initiativeCards: sealedNow.sealed } };
  if (!allSealed(sealedNow.sealed)) return ok({ state: s, events: sealedNow.events, checkpoints: [] });
  const shown = reveal(sealedNow.sealed, (seat, c) => `${SIDE_NAME[seat as Side]}: ${c === 'pass' ? 'no card' : cardSpec(rules.paths!, c as string).title}`);
  const events: GameEvent[] = [...sealedNow.events, shown.event];
  let played: DogState = s;
  const cards: Partial<Record<Side, CardSpec>> = {};
  for (const x of SIDES) {
    const c = shown.choices[x];
    if (typeof c !== 'string' || c === 'pass') continue;
    const card = cardSpec(rules.paths!, c);
    cards[x] = card;
    played = { ...played, pl: playedAsEvent(played.pl!, x, card) };
    events.push(handEvent(rules.paths!, played.pl!, x));
  }
  const rolled = rollInitiative(rules, played, cards, dice);
  return ok({ state: rolled.state, events: [...events, ...rolled.events], checkpoints: [checkpoint(state)] });
}

/**
 * The Whitestone's answer before an invasion roll (PL B.3: a Diplomatic Coup for the Whitestone
 * only): a Coup of their hand, played as an event, adds its bonus to their number; or pass. The
 * invasion is rolled; if the movement's end was waiting on it, the movement ends now (and may ask
 * again, for the next nation invaded).
 */
function answerInvasionCoup(rules: DogRules, state: DogState, side: Side, text: string, dice: Dice): Result<Applied<DogState>> {
  const pl = state.pl!;
  const question = pl.question!;
  if (question.window.seat !== side) return err('The Whitestone side is asked for a Diplomatic Coup now, not you.');
  const pending = z.object({ nation: z.string(), movementEnds: z.boolean() }).safeParse(question.pending);
  if (!pending.success) return err('The invasion waiting here cannot be read; it is no invasion of this game.');
  let s: DogState = { ...state, pl: { ...pl, question: null } };
  const events: GameEvent[] = [];
  let bonus = 0;
  if (text.trim().toLowerCase() !== 'pass') {
    const found = findInHand(pl, rules.paths!, side, text);
    if (!found.ok) return found;
    if (found.value.effect.kind !== 'diplomatic-coup') return err(`${found.value.title} is no Diplomatic Coup: react with a Coup, or pass.`);
    bonus = found.value.effect.bonus;
    s = { ...s, pl: playedAsEvent(s.pl!, side, found.value) };
    events.push(publicEvent('pl-event', `${theSide(side)} plays ${found.value.title} on its invasion roll (+${bonus}).`, { data: { side, card: found.value.id } }), handEvent(rules.paths!, s.pl!, side));
  } else {
    events.push(publicEvent('pl-pass', `${theSide(side)} plays no Diplomatic Coup.`));
  }
  const rolled = invadeNow(rules, s, pending.data.nation, bonus, dice);
  events.push(...rolled.events);
  if (!pending.data.movementEnds) return ok({ state: rolled.state, events, checkpoints: [] });
  const ended = endPhase(rolled.state, rules.hooks, dice);
  return ok({ state: ended.state, events: [...events, ...ended.events], checkpoints: ended.checkpoints });
}

/** The cities a Berem question offers (PlQuestion.pending). */
function beremPlaces(pending: Record<string, unknown>): string[] {
  const parsed = z.object({ places: z.array(z.string()) }).safeParse(pending);
  return parsed.success ? parsed.data.places : [];
}

/** A counter by its id or its printed name. */
function counterNamed(rules: DogRules, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  for (const c of rules.world.counters.values()) if (c.id === wanted || c.name.toLowerCase() === wanted) return c.id;
  return undefined;
}

/** `done` in a Paths of the Lance phase of its own: the card phase ends, or a side is done rebuilding or discarding. */
export function pathsDone(rules: DogRules, state: DogState, seat: Side, dice: Dice): Result<Applied<DogState>> {
  if (state.phase === 'cards') {
    if (state.acting !== seat) return err(`It is the ${SIDE_NAME[state.acting]} side's card phase, not yours.`);
    return ok(applied(state, actionEnded(rules, state, dice), true));
  }
  if (state.pl!.ready.includes(seat)) return err(`You are already done ${state.phase === 'rebuild' ? 'rebuilding' : 'with the discards'}; the other side is not yet.`);
  const on = sideReady(rules, state, seat, dice);
  return ok(applied(state, on, on.state.phase !== state.phase || on.state.turn !== state.turn));
}

