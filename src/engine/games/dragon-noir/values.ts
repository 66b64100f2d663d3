/**
 * Counter values in the rules' own notation: attack/defence-move, an armoured defence in
 * brackets. "20/(18)-8" is attack 20, armoured defence 18, movement 8. A lone "(4)" or "2" is a
 * defence only (a stunned character, or a riderless horse).
 */

export interface Counter {
  attack: number;
  defence: number;
  armoured: boolean;
  move: number;
  /** The Queen's and the Guards' defence against an attack from the flank or rear (4.44; krobs/values.ts). */
  rear?: number;
}

export interface DefenceOnly {
  defence: number;
  armoured: boolean;
}

const COUNTER = /^\s*(\d+)\s*\/\s*(\(?)(\d+)\)?\s*-\s*(\d+)\s*$/;
const DEFENCE = /^\s*(\(?)(\d+)\)?\s*$/;

export function counter(text: string): Counter {
  const m = COUNTER.exec(text);
  if (!m) throw new Error(`not a counter value: ${text}`);
  return { attack: Number(m[1]), defence: Number(m[3]), armoured: m[2] === '(', move: Number(m[4]) };
}

export function defenceOnly(text: string): DefenceOnly {
  const m = DEFENCE.exec(text);
  if (!m) throw new Error(`not a defence value: ${text}`);
  return { defence: Number(m[2]), armoured: m[1] === '(' };
}

export interface FootValues {
  healthy: Counter;
  wounded: Counter;
  stunned: DefenceOnly;
}

export interface MountedValues {
  healthy: Counter;
  wounded: Counter;
  /** The riderless horse; an armoured (circled) value means a caparisoned horse. */
  horse: DefenceOnly;
}

/** "20/(18)-8, 10/(9)-4, (4)": healthy, wounded, stunned defence. */
export function footValues(text: string): FootValues {
  const [healthy, wounded, stunned] = text.split(',');
  if (!healthy || !wounded || !stunned) throw new Error(`foot values need three parts: ${text}`);
  return { healthy: counter(healthy), wounded: counter(wounded), stunned: defenceOnly(stunned) };
}

/** "30/(28)-12, 15/(14)-12, (5)": mounted, wounded mounted, riderless horse. */
export function mountedValues(text: string): MountedValues {
  const [healthy, wounded, horse] = text.split(',');
  if (!healthy || !wounded || !horse) throw new Error(`mounted values need three parts: ${text}`);
  return { healthy: counter(healthy), wounded: counter(wounded), horse: defenceOnly(horse) };
}

export function formatCounter(c: Counter): string {
  return `${c.attack}/${c.armoured ? `(${c.defence})` : c.defence}-${c.move}`;
}
