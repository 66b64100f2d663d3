import type { Shape } from '../../../hex/footprint.ts';
import type { Counter, DefenceOnly, MountedValues } from '../values.ts';

/**
 * What a character of Dragon Noir is made of (4.1 to 4.5): his people, weapon, ladder of counters
 * and traits. Kept apart from the list of characters so the folders that hold their own
 * characters (dragons, Krobs, gharvs, spirits) can describe them without importing the list.
 */

export type People = 'rebel' | 'ork' | 'elf' | 'goblin' | 'dwarf' | 'troll' | 'dog' | 'kahilua' | 'spirit' | 'krob' | 'dragon' | 'gharv';
export type Weapon = 'shortbow' | 'longbow' | 'crossbow';

/** Special rules a character carries; each is implemented where the rule lives. */
export type Trait =
  | 'dog' // 4.1: ignores challenges except against Krobs; stun = retreat; one wound kills
  | 'troll' // 4.2: never stunned; killed = two wounds; three wounds kill
  | 'berserk' // 4.2 Crazy Ork
  | 'poison' // 4.2 Zed
  | 'spellcaster' // 3: Zacharie, Shaman
  | 'elf' // 4.2: -1 on shots; trees are + in combat
  | 'goblin' // 4.2: swims
  | 'dwarf' // 4.2: joint-attack shift
  | 'thrugg' // 2.36.2: divides by 4 (8 wounded) on dismounting
  | 'guards-godiva' // 4.1 Lucifer adds his defence to Godiva's
  | 'spirit' // 3.55: Living Dead and Gargoyles, called up by a spell; never stunned, wounded or killed
  | 'flies' // 3.55: Gargoyles fly up to 5 hexes
  | 'gharv' // 4.5: two allowances (water, land); + in water and marsh, − on land; stun = retreat
  | 'krob' // 4.44: every Krob (krobs/)
  | 'queen' // 4.45 Alkiram
  | 'guard' // 4.45 the Royal Guards
  | 'warrior' // 4.45
  | 'slayer' // 4.45
  | 'hunter' // 4.45
  | 'baby' // 4.44, 4.45: a baby Krob (killed by its first wound; blocks only the Dwarves' shots, 2.24)
  | 'baby-krob' // 5.12.3: the babies' line of the water table
  | 'black-dragon' // 4.3 (dragons/)
  | 'baby-dragon'; // 4.3

export interface CharacterDef {
  id: string;
  name: string;
  people: People;
  weapon?: Weapon;
  /** On foot, by wounds taken. */
  levels: Counter[];
  /** The counter that shows him stronger once he goes berserk (4.2 Crazy Ork): `Unit.berserk` turns it face up. */
  berserk?: Counter;
  /** Defence while stunned; absent for those who can never be stunned. */
  stunned?: DefenceOnly;
  mounted?: MountedValues;
  traits: Trait[];
  /** A value that differs between the two volumes (Sarah, Gotmar): the DN2 ladder. */
  dn2?: { levels: Counter[]; stunned: DefenceOnly };
  /** A counter of several hexes with a front (2.33, 4.3): its shape on the grid (src/engine/hex/footprint.ts). */
  shape?: Shape;
  /** The Black Dragon's parts other than the body, each with its own ladder of values (4.3). */
  parts?: Record<string, Counter[]>;
}
