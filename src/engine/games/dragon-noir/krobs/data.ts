import type { CharacterDef, Trait } from '../characters/character-def.ts';
import { counter } from '../values.ts';
import { frontAndRear } from './values.ts';

/**
 * The Krobs of DN2 (4.45), every counter of the box: Queen Alkiram, the 7 Royal Guards, 16
 * Warriors, 8 Slayers and 28 Hunters, each adult with its baby side (1.51: the Warriors',
 * Slayers' and Hunters' counters show the baby on one side and the adult on the other; the
 * Guards are named, as babies too).
 *
 * A Krob is never stunned (4.44: a stun is a retreat), so none has a stunned defence. The wound
 * ladder holds what the counters show: the Queen's five stat steps (I–IV after the first, the
 * fifth wound kills), a Guard's three, an adult's healthy and wounded sides, and a baby's one
 * (its first wound kills, 4.44).
 *
 * Ours, where the text is silent:
 * - The unnamed counters are numbered: "Warrior 1" to "Warrior 16", "Slayer 1"…, "Hunter 1"…,
 *   and their babies "Baby Warrior 1"… A scenario may not use both sides of one counter.
 * - The Slayers' differing values go to the numbers in the order printed, strongest first:
 *   Slayer 1 20/9-7, Slayer 2 19/8-7, Slayers 3 to 6 18/7-7, Slayer 7 17/6-7, Slayer 8 16/5-7.
 * - The Guards' names and values (checklist 89, whose mapping the extraction garbled): the
 *   printed list is "Migam: Tiom: Valim, Golom: Karm: Hum: Zym:" against six lines of values;
 *   the fourth entry names two Guards, so Valim and Golom share the third line. That gives
 *   Migam 24, Tiom 22, Valim and Golom 20, Karm 19, Hum 18, Zym 17, and the babies' lines in the
 *   same order: 10/10-8, 9/9-8, 8/8-8 (Valim, Golom and Karm), 7/7-8, 6/6-8.
 * - A baby has none of its adult's special rules (4.45: "When they are born, all young Krobs
 *   look alike"): a baby Guard covers one hex and attacks once, a baby Slayer has no venom, a
 *   baby Warrior no shell (its printed defence is not bracketed).
 */

export type KrobKind = 'queen' | 'guard' | 'warrior' | 'slayer' | 'hunter';

function krob(id: string, name: string, kind: KrobKind, levels: CharacterDef['levels'], baby: boolean): CharacterDef {
  const traits: Trait[] = baby ? ['krob', kind, 'baby', 'baby-krob'] : ['krob', kind];
  const shape = baby ? undefined : kind === 'queen' ? 'rosette' : kind === 'guard' ? 'triangle' : undefined;
  return { id, name, people: 'krob', levels, traits, ...(shape ? { shape } : {}) };
}

const QUEEN = krob('alkiram', 'Alkiram', 'queen', ['80/35(7)-2', '60/28(6)-2', '45/21(5)-2', '30/14(4)-1', '15/7(3)-1'].map(frontAndRear), false);

/** The Guards' three steps, from the healthy attack: each wound takes 5 off attack and defence, 1 off the rear and movement. */
const GUARD_LINES: Array<{ names: string[]; values: string[]; baby: string }> = [
  { names: ['Migam'], values: ['24-24/24(5)-4', '19-19/19(4)-3', '14-14/14(3)-2'], baby: '10/10-8' },
  { names: ['Tiom'], values: ['22-22/22(5)-4', '17-17/17(4)-3', '12-12/12(3)-2'], baby: '9/9-8' },
  { names: ['Valim', 'Golom'], values: ['20-20/20(5)-4', '15-15/15(4)-3', '10-10/10(3)-2'], baby: '8/8-8' },
  { names: ['Karm'], values: ['19-19/19(5)-4', '14-14/14(4)-3', '9-9/9(3)-2'], baby: '8/8-8' },
  { names: ['Hum'], values: ['18-18/18(5)-4', '13-13/13(4)-3', '8-8/8(3)-2'], baby: '7/7-8' },
  { names: ['Zym'], values: ['17-17/17(5)-4', '12-12/12(4)-3', '7-7/7(3)-2'], baby: '6/6-8' },
];

const GUARDS = GUARD_LINES.flatMap((line) => line.names.map((name) => krob(name.toLowerCase(), name, 'guard', line.values.map(frontAndRear), false)));
const BABY_GUARDS = GUARD_LINES.flatMap((line) => line.names.map((name) => krob(`baby-${name.toLowerCase()}`, `Baby ${name}`, 'guard', [counter(line.baby)], true)));

function numbered(kind: KrobKind, label: string, count: number, adult: (n: number) => string[], baby: string): CharacterDef[] {
  const out: CharacterDef[] = [];
  for (let n = 1; n <= count; n++) out.push(krob(`${kind}-${n}`, `${label} ${n}`, kind, adult(n).map(counter), false));
  for (let n = 1; n <= count; n++) out.push(krob(`baby-${kind}-${n}`, `Baby ${label} ${n}`, kind, [counter(baby)], true));
  return out;
}

const SLAYER_VALUES: Record<number, string[]> = {
  1: ['20/9-7', '12/6-4'],
  2: ['19/8-7', '11/5-4'],
  7: ['17/6-7', '9/4-4'],
  8: ['16/5-7', '8/3-4'],
};

export const KROB_CHARACTERS: readonly CharacterDef[] = [
  QUEEN,
  ...GUARDS,
  ...BABY_GUARDS,
  ...numbered('warrior', 'Warrior', 16, () => ['10/(8)-5', '6/(5)-3'], '5/4-10'),
  ...numbered('slayer', 'Slayer', 8, (n) => SLAYER_VALUES[n] ?? ['18/7-7', '10/4-4'], '8/3-12'),
  ...numbered('hunter', 'Hunter', 28, () => ['7/3-12', '4/2-6'], '3/1-15'),
];

/** The counter a character is a side of: a baby and its adult are one counter. */
export function counterId(def: CharacterDef): string {
  return def.traits.includes('baby') && def.people === 'krob' ? def.id.replace(/^baby-/, '') : def.id;
}
