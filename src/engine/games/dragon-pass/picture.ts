import type { Hex } from '../../hex/hex.ts';
import type { HexBoardScene } from '../../scene/hex-board.ts';
import type { PassBook } from './book.ts';
import { passMapScene, type MapCounter } from './picture/map-scene.ts';
import { phaseLabel } from './turn/label.ts';
import type { DpView } from './view.ts';

/**
 * The picture after each phase: the map with every stack and its factors, the Moon's phase, the
 * turn and the phase on the title bar, and this phase's moves (arrows) and attacks (markers).
 */
export function passPicture(book: PassBook): (view: DpView) => HexBoardScene {
  const scene = passMapScene(book.map);
  const hex = (label: string): Hex => book.map.parse(label)!;
  return (view) => {
    const counters: MapCounter[] = view.pieces.map((p) => ({ hex: hex(p.hex), name: p.name, combat: p.combat, magic: p.magic, movement: p.movement, side: p.side, disrupted: p.disrupted, inside: p.inside }));
    return scene({
      turn: view.gameTurn,
      moon: view.moon,
      counters,
      phase: phaseLabel(view.turn),
      batHunger: view.batHunger,
      moves: view.activity.moves.map((m) => ({ from: hex(m.from), to: hex(m.to), side: m.side })),
      attacks: view.activity.attacks.map((a) => ({ at: hex(a.at), from: a.from.map(hex), text: a.kind })),
    });
  };
}
