import type { Counter } from '../values.ts';

/**
 * The Krobs' values in the rules' notation (4.45). Brackets do not always mean armour here:
 * - the Queen, "80/35(7)-2": attack 80, front defence 35, flank and rear defence 7, movement 2
 *   ("Rear defence strength is noted in brackets");
 * - a Guard, "24-24/24(5)-4": one attack for each palp (24 and 24), front defence 24, rear 5,
 *   movement 4;
 * - a Warrior, "10/(8)-5": the ordinary notation, the bracketed defence being its shell, which
 *   is armour (4.45: "a body protected by a shell").
 */

const QUEEN_OR_GUARD = /^\s*(\d+)(?:-(\d+))?\s*\/\s*(\d+)\((\d+)\)\s*-\s*(\d+)\s*$/;

/** "80/35(7)-2" or "24-24/24(5)-4": a counter with a rear defence (the two palps strike alike). */
export function frontAndRear(text: string): Counter {
  const m = QUEEN_OR_GUARD.exec(text);
  if (!m) throw new Error(`not a Queen's or Guard's value: ${text}`);
  if (m[2] !== undefined && m[2] !== m[1]) throw new Error(`a Guard's palps strike alike: ${text}`);
  return { attack: Number(m[1]), defence: Number(m[3]), armoured: false, move: Number(m[5]), rear: Number(m[4]) };
}
