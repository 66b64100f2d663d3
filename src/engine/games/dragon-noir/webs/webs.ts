import { hexKey, type Hex } from '../../../hex/hex.ts';
import type { DnState } from '../state.ts';
import { websOf, type Web } from './state.ts';
import type { DnBoard, DnHex } from '../terrain.ts';

/**
 * Spider webs (2.31 item 9, 2.24, 2.46; checklist 31.9, 60). A web lies on a hex of the board:
 * printed on a map (its `web` area) or laid by the scenario (`webs:`), and turned over when it
 * is destroyed. The state lists the scenario's webs and every web destroyed; the board the
 * rules read (`boardOf` in world.ts) carries the feature `web` exactly where a web is intact,
 * so the line of fire (sight.ts: webs block like trees, light cover on them) needs nothing else.
 */

export const WEB = 'web';

/** Whether the webs of a state change the printed board at all. */
function touches(webs: readonly Web[]): boolean {
  return webs.length > 0;
}

const laid = new WeakMap<readonly Web[], { base: DnBoard; board: DnBoard }>();

/** The board with the state's webs laid on it and the destroyed ones taken off. */
export function webbedBoard(base: DnBoard, webs: readonly Web[]): DnBoard {
  if (!touches(webs)) return base;
  const cached = laid.get(webs);
  if (cached && cached.base === base) return cached.board;
  const cells = new Map(base.cells);
  for (const web of webs) {
    const key = hexKey(web.hex);
    const cell = cells.get(key);
    if (!cell) continue;
    const others = cell.data.features.filter((f) => f !== WEB);
    const data: DnHex = { ...cell.data, features: web.torn ? others : [...others, WEB] };
    cells.set(key, { ...cell, data });
  }
  const board: DnBoard = { ...base, cells, fingerprint: `${base.fingerprint}+webs:${webs.map((w) => `${hexKey(w.hex)}${w.torn ? 'x' : ''}`).join(',')}` };
  laid.set(webs, { base, board });
  return board;
}

/** Every web on the board, intact or torn, for the map. */
export function allWebs(board: DnBoard, state: DnState): Web[] {
  const listed = new Map(websOf(state).map((w) => [hexKey(w.hex), w]));
  const out: Web[] = [...websOf(state)];
  for (const cell of board.cells.values()) if (cell.data.features.includes(WEB) && !listed.has(hexKey(cell.hex))) out.push({ hex: cell.hex, torn: false });
  return out;
}

/** The state with the web in `hex` turned over. */
export function tearWeb(state: DnState, hex: Hex): DnState {
  const key = hexKey(hex);
  const rest = websOf(state).filter((w) => hexKey(w.hex) !== key);
  return { ...state, webs: [...rest, { hex, torn: true }] };
}
