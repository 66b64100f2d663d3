import { publicEvent } from '../../../core/events.ts';
import { option } from '../../../core/options.ts';
import { orderFor } from '../../../core/order-def.ts';
import { err, ok } from '../../../core/result.ts';
import { allSealed, seal } from '../../../core/sealed.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DdState } from '../state.ts';
import { startTurn } from '../turn/flow.ts';
import { playerName, terrainName } from '../words.ts';
import type { Stepped } from '../stepped.ts';
import type { Dice } from '../../../core/dice.ts';
import { checkBuild, describeBuild, randomBuild, type PartialBuild } from './build.ts';
import { poolOf } from './forces.ts';
import { nextToPlace, placeArmies, placeArmy, placesFor, rollDistances, setOutTerrains } from './place.ts';
import { revealBuilds } from './reveal.ts';
import { chooseFirst, frontierPicker } from './order-roll.ts';

/**
 * The set-up's orders: the army build, sealed in secret (FAQ Set-up B; SFR 8), the v4 winner's
 * choice of playing first or picking the frontier (SFR 8), and the frontier picked (FAQ Set-up D4).
 */
const order = orderFor<DdState>();

export function setupOrders(book: DiceBook) {
  const build = order({
    verb: 'build',
    description: 'Build your three armies in secret (leave them out for a random legal build)',
    options: {
      home: option.units('The home army: unit dice by id, one species in 1996', 'which dice', { optional: true }),
      horde: option.units('The horde: unit dice by id, any species', 'which dice', { optional: true }),
      campaign: option.units('The campaign army: unit dice by id, one species in 1996', 'which dice', { optional: true }),
      dragons: option.units('The dragons you bring: one per 24 points or part', 'which dragons', { optional: true }),
      terrain: option.name('Your home terrain die', 'which terrain', { optional: true }),
      frontier: option.name('The frontier terrain die you propose', 'which terrain', { optional: true }),
    },
    line: '{home} {horde} {campaign} {dragons} {terrain} {frontier}',
    group: 'set-up',
    phases: ['build'],
    outOfPhase: () => 'The armies are built at the start of the game only.',
    legal: (state, seat) => {
      const pool = poolOf(book, state.dice);
      return [{ verb: 'build', options: {}, label: `a random legal ${state.force}-point build` }, ...pool.homes.map((t) => ({ verb: 'build', options: { terrain: t.id }, label: `home terrain ${t.name}` }))].filter(() => state.setup.builds?.seats.includes(seat));
    },
    apply: (state, seat, o, dice) => {
      const sealed = state.setup.builds;
      if (!sealed?.seats.includes(seat)) return err('You have no army to build in this game.');
      const named = [o.home, o.horde, o.campaign].filter(Boolean).length;
      if (named !== 0 && named !== 3) return err('Name all three armies (home, horde, campaign), or none of them for a random legal build.');
      const given: PartialBuild = { ...(named === 3 ? { home: o.home!, horde: o.horde!, campaign: o.campaign! } : {}), ...(o.dragons ? { dragons: o.dragons } : {}), ...(o.terrain ? { homeTerrain: o.terrain } : {}), ...(o.frontier ? { frontier: o.frontier } : {}) };
      const before = dice.rolls.length;
      const chosen = checkBuild(book, state.ruleset, state.force, randomBuild(book, state.force, given, dice, state.dice), state.dice);
      if (!chosen.ok) return chosen;
      const done = seal(sealed, seat, chosen.value, { who: playerName(seat), described: describeBuild(book, chosen.value) });
      if (!done.ok) return err(done.error);
      // The random picks show the build: they go with the private line only.
      const rolls = dice.rolls.slice(before);
      const events = done.events.map((e, i) => (i === 0 && rolls.length ? { ...e, rolls } : e));
      const next: DdState = { ...state, setup: { ...state.setup, builds: done.sealed } };
      if (!allSealed(done.sealed)) return ok({ state: next, events, checkpoints: [] });
      const shown = revealBuilds(book, next, dice);
      return ok({ state: shown.state, events: [...events, ...shown.events], checkpoints: [] });
    },
  });

  const frontier = order({
    verb: 'frontier',
    description: 'Pick the frontier among the proposed terrains (the winner of the roll for order, or in v4 as he chose)',
    options: { of: option.name('The player whose proposed frontier die is chosen', 'whose proposal') },
    line: '{of}',
    group: 'set-up',
    phases: ['frontier'],
    legal: (state, seat) => (frontierPicker(state) === seat ? state.players.map((p) => ({ verb: 'frontier', options: { of: p }, label: `${playerName(p)}'s ${book.terrains.get(state.setup.terrains[p]!.frontier)?.name ?? state.setup.terrains[p]!.frontier}` })) : []),
    apply: (state, seat, o, dice) => {
      if (frontierPicker(state) !== seat) return err(`${playerName(frontierPicker(state))} picks the frontier.`);
      const of = o.of.trim().toLowerCase();
      const proposer = state.players.find((p) => p === of || state.setup.terrains[p]!.frontier === of);
      if (!proposer) return err(`${o.of} proposed no frontier: pick one of ${state.players.map((p) => `${p} (${state.setup.terrains[p]!.frontier})`).join(', ')}.`);
      const die = state.setup.terrains[proposer]!.frontier;
      const events = [publicEvent('frontier', `${playerName(seat)} picks ${playerName(proposer)}'s ${book.terrains.get(die)?.name ?? die} as the frontier; the other proposed frontiers leave the game (FAQ Set-up D4).`, { data: { die } })];
      const placed = placeArmies(setOutTerrains(state, proposer));
      const ready = nextToPlace(placed.state) ? { state: placed.state, events: [] } : finishSetup(book, placed.state, dice);
      return ok({ state: ready.state, events: [...events, ...placed.events, ...ready.events], checkpoints: [] });
    },
  });

  const choose = order({
    verb: 'choose',
    description: 'v4: the winner of the roll for order plays first, or picks the frontier (the next plays first)',
    options: { take: option.choice('Play first, or pick the frontier', ['first', 'frontier'], 'choose first (play first) or frontier (pick the frontier).') },
    line: '{take}',
    group: 'set-up',
    phases: ['order-choice'],
    outOfPhase: (state) => (state.ruleset === '1996' ? 'In the 1996 rules the winner of the roll for order both picks the frontier and plays first: there is nothing to choose.' : 'The winner of the roll for order chooses right after the roll.'),
    legal: (state, seat) => (state.setup.step === 'choose' && state.setup.first === seat ? [{ verb: 'choose', options: { take: 'first' }, label: 'play first (the next player picks the frontier)' }, { verb: 'choose', options: { take: 'frontier' }, label: 'pick the frontier (the next player plays first)' }] : []),
    apply: (state, seat, o) => {
      const done = chooseFirst(state, seat, o.take);
      return done.ok ? ok({ state: done.value.state, events: done.value.events, checkpoints: [] }) : done;
    },
  });

  const place = order({
    verb: 'place',
    description: 'Place your horde (at another player\'s home), then your campaign army (3-4 players)',
    options: { at: option.name('The terrain: home-p2, frontier…', 'which terrain') },
    line: '{at}',
    group: 'set-up',
    phases: ['place'],
    legal: (state, seat) => {
      const next = nextToPlace(state);
      return next?.seat === seat ? placesFor(state, seat, next.army).map((t) => ({ verb: 'place', options: { at: t }, label: `${next.army === 'horde' ? 'horde' : 'campaign army'} at ${terrainName(state, t)}` })) : [];
    },
    apply: (state, seat, o, dice) => {
      const placed = placeArmy(state, seat, o.at.trim().toLowerCase());
      if (!placed.ok) return placed;
      const ready = nextToPlace(placed.value.state) ? { state: placed.value.state, events: [] } : finishSetup(book, placed.value.state, dice);
      return ok({ state: ready.state, events: [...placed.value.events, ...ready.events], checkpoints: [] });
    },
  });

  return [build, choose, frontier, place] as const;
}

/** Every army placed: the starting distances are rolled (FAQ Set-up F1: after placement) and the winner of the roll for order plays the first turn. */
function finishSetup(book: DiceBook, state: DdState, dice: Dice): Stepped {
  const distanced = rollDistances(book, state, dice);
  const ready: DdState = { ...distanced.state, setup: { ...distanced.state.setup, step: 'done' } };
  const begun = startTurn(book, ready, ready.players[0]!, 1, dice);
  return { state: begun.state, events: [...distanced.events, ...begun.events] };
}
