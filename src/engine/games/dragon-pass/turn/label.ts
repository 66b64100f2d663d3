import type { DpState } from '../state.ts';
import { SIDE_SHORT } from '../words.ts';

const NAMES: Readonly<Record<DpState['turn']['phase'], string>> = {
  'game-turn': 'Game-turn opening',
  bid: 'Sealed bids (event 12)',
  'random-movement': 'Random movement',
  diplomacy: 'Diplomacy',
  movement: 'Movement',
  exotic: 'Exotic abilities',
  magic: 'Combat: magic',
  missile: 'Combat: missile fire',
  melee: 'Combat: melee',
  rally: 'Rally',
};

/** "Lunar · Movement", or the game-turn's own step. */
export const phaseLabel = (turn: DpState['turn']): string => (turn.side ? `${SIDE_SHORT[turn.side]} · ${NAMES[turn.phase]}` : NAMES[turn.phase]);
