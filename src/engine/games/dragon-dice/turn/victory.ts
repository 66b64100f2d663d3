import { publicEvent, type GameEvent } from '../../../core/events.ts';
import type { DdState } from '../state.ts';
import type { Stepped } from '../stepped.ts';
import { listed, playerName, terrainName } from '../words.ts';

/**
 * Captured terrains and the end of the game (SFR 3, 15; GAPS B4, B12).
 */

/** Does `seat` have units in play: at a terrain or in reserve (the dead and buried are out of play). */
export function inPlay(state: DdState, seat: string): boolean {
  return Object.values(state.units).some((u) => u.owner === seat && (u.at.kind === 'terrain' || u.at.kind === 'reserve'));
}

/**
 * A captured terrain is lost, its die turned back to 7, when its holder's army is no longer there
 * (it left, or was wiped out: GAPS B4). Being out-maneuvered is the maneuver's own (turn/march.ts).
 */
export function dropLostCaptures(state: DdState): Stepped {
  const events: GameEvent[] = [];
  const terrains = state.terrains.map((t) => {
    if (!t.heldBy) return t;
    const there = Object.values(state.units).some((u) => u.owner === t.heldBy && u.at.kind === 'terrain' && u.at.terrain === t.id);
    if (there && t.face === 8) return t;
    events.push(publicEvent('capture-lost', `${playerName(t.heldBy)} no longer holds ${terrainName(state, t.id)}: its die turns back to 7.`, { data: { terrain: t.id } }));
    return { ...t, face: t.face === 8 ? 7 : t.face, heldBy: null };
  });
  return { state: events.length ? { ...state, terrains } : state, events };
}

/**
 * Who has won, if anyone: a player holding two eighth faces wins at once (SFR 15); else the last
 * player with units in play (GAPS B12). Checked only once the armies are placed.
 */
export function victory(state: DdState): DdState['ended'] {
  if (state.setup.step !== 'done') return null;
  for (const seat of state.players) {
    const held = state.terrains.filter((t) => t.face === 8 && t.heldBy === seat);
    if (held.length >= 2) return { winners: [seat], reason: `${playerName(seat)} holds two captured terrains (${listed(held.map((t) => terrainName(state, t.id)))}) and wins at once.` };
  }
  const standing = state.players.filter((seat) => inPlay(state, seat));
  if (standing.length === 1) return { winners: standing, reason: `${playerName(standing[0]!)} is the last player with units in play.` };
  if (standing.length === 0) return { winners: [], reason: 'No player has units in play: the game ends with no winner.' };
  return null;
}
