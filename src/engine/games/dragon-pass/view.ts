import { canSee, type Viewer } from '../../core/events.ts';
import { counterOf, type PassBook } from './book.ts';
import { isSide } from './pieces.ts';
import { SIDE_SEATS, type DpState, type SideSeat } from './state.ts';
import { batHunger } from './tables/bat-hunger.ts';
import { independentName } from './words.ts';

/**
 * What a viewer sees of a game of Dragon Pass (computed on the server; the only input to the
 * picture). Every unit on the map is in plain sight: the seed hides nothing there. What is
 * hidden is diplomacy: each side's points assigned to each independent, its points not yet
 * assigned, its ledger, and a sealed bid until both are in (CHECKLIST 5.5). A side sees its own;
 * the public sees none; the game master and everyone once the game is over see all.
 */
export interface DpViewPiece {
  id: string;
  name: string;
  side: SideSeat | 'independent';
  hex: string;
  inside: boolean;
  disrupted: boolean;
  combat: number;
  magic: number;
  movement: number;
}

export interface DpView {
  game: 'dragon-pass';
  scenario: string;
  gameTurn: number;
  lastTurn: number;
  weather: DpState['weather'];
  /** The Moon's phase by its name on the track ("Full Half"). */
  moon: string;
  order: DpState['order'];
  turn: DpState['turn'];
  pieces: DpViewPiece[];
  /** Off the map: how many of each side's pieces are eliminated or waiting (public: counters in the box). */
  offMap: Record<SideSeat, { eliminated: number; waiting: number }>;
  independents: Array<{ id: string; name: string; allied: SideSeat | null; points?: Partial<Record<SideSeat, number>> }>;
  /** The viewer's own points not yet assigned, and ledger (absent for the public). */
  dp?: Partial<Record<SideSeat, number>>;
  ledgers?: Partial<DpState['ledgers']>;
  bid: { for: string; waitingFor: SideSeat[]; mine?: unknown } | null;
  activity: DpState['activity'];
  glowlineOut: boolean;
  /**
   * What the Crimson Bat would need under this Moon (Bat Hunger Table, the swap option read): one
   * day missed, both days missed; null in a phase the table names no hunger for. Shown on the
   * picture; no rule of ours makes the Bat feed yet (docs: Left out).
   */
  batHunger: { oneDay: number; bothDays: number } | null;
  held: string[];
  ended: DpState['ended'];
  viewer: Viewer;
}

export function passView(book: PassBook, state: DpState, viewer: Viewer): DpView {
  const revealed = state.ended !== null;
  const sees = (side: SideSeat) => canSee(viewer, [side], revealed);
  const seen = SIDE_SEATS.filter(sees);
  const pieces: DpViewPiece[] = [];
  const offMap = { lunar: { eliminated: 0, waiting: 0 }, sartar: { eliminated: 0, waiting: 0 } };
  for (const p of Object.values(state.pieces)) {
    const c = counterOf(book, p);
    if (p.at.kind !== 'hex') {
      if (isSide(p.owner)) offMap[p.owner][p.at.kind === 'eliminated' ? 'eliminated' : 'waiting']++;
      continue;
    }
    pieces.push({ id: p.id, name: c.name, side: isSide(p.owner) ? p.owner : 'independent', hex: p.at.hex, inside: p.at.inside, disrupted: p.disrupted, combat: c.combat, magic: c.magic, movement: c.movement });
  }
  const pick = <T>(record: Record<SideSeat, T>) => Object.fromEntries(seen.map((s) => [s, record[s]])) as Partial<Record<SideSeat, T>>;
  const sealed = state.sealed;
  return {
    game: 'dragon-pass',
    scenario: state.scenario,
    gameTurn: state.gameTurn,
    lastTurn: state.lastTurn,
    weather: state.weather,
    moon: book.tables.batHunger.moonTrack.phases.find((m) => m.phase === state.moon)?.name ?? state.moon,
    order: state.order,
    turn: state.turn,
    pieces,
    offMap,
    independents: Object.entries(state.independents).map(([id, x]) => ({
      id,
      name: independentName(book, id),
      allied: x.allied,
      ...(seen.length ? { points: pick({ lunar: x.points.lunar ?? 0, sartar: x.points.sartar ?? 0 }) } : {}),
    })),
    ...(seen.length ? { dp: pick(state.dp), ledgers: pick(state.ledgers) } : {}),
    bid: sealed
      ? {
          for: sealed.for,
          waitingFor: SIDE_SEATS.filter((s) => !(s in sealed.choices.choices)),
          ...(seen.length ? { mine: Object.fromEntries(seen.filter((s) => s in sealed.choices.choices).map((s) => [s, sealed.choices.choices[s]])) } : {}),
        }
      : null,
    activity: state.activity,
    glowlineOut: state.glowlineOut,
    batHunger: hungerUnder(book, state),
    held: state.held,
    ended: state.ended,
    viewer,
  };
}

function hungerUnder(book: PassBook, state: DpState): DpView['batHunger'] {
  const options = { swapFullAndFullHalf: state.options.batHungerSwap };
  const one = batHunger(book.tables.batHunger, state.moon, 1, options);
  const both = batHunger(book.tables.batHunger, state.moon, 2, options);
  return one.ok && both.ok && one.value.units !== null && both.value.units !== null ? { oneDay: one.value.units, bothDays: both.value.units } : null;
}
