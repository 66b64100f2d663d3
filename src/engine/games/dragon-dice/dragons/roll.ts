import type { Dice, RollRecord } from '../../../core/dice.ts';
import type { DiceBook } from '../dice/read.ts';
import type { DragonFace } from '../dice/types.ts';
import type { Dragon } from '../state.ts';

/**
 * A dragon's roll in an attack (SFR 17 "Dragon Icons"; GAPS B8), read face by face: Jaws 12
 * damage, Claw 6, Wing 5 and it flies away if it lives, Tail 3 and roll again, Breath (against an
 * army: 5 health-worth killed and its colour's effect; against a dragon: 5 damage and roll again),
 * Belly (its own automatic saves do not count this attack), Treasure (the army promotes a unit).
 * A white dragon's Jaws, Claw, Tail and Wing damage and its Treasure count double, its breath 10.
 */

export interface DragonRoll {
  dragon: Dragon;
  faces: DragonFace[];
  /** Damage from Jaws, Claw, Wing and Tail (and Breath against a dragon). */
  damage: number;
  /** Breaths against an army: each kills 5 health-worth (10 for white) and brings its effect. */
  breaths: number;
  belly: boolean;
  wing: boolean;
  /** Units the army may promote. */
  treasure: number;
  rolls: RollRecord[];
}

const DAMAGE: Partial<Record<DragonFace, number>> = { jaws: 12, claw: 6, wing: 5, tail: 3 };
/** A Tail after a Tail after a Tail…: the rules set no end; we stop after this many rolls (docs). */
const MOST_ROLLS = 12;

export function rollDragon(book: DiceBook, dragon: Dragon, againstDragon: boolean, dice: Dice, label: string): DragonRoll {
  const die = book.dragons.get(dragon.die);
  const form = die ? book.forms.get(die.form) : undefined;
  if (!die || !form) throw new Error(`dragon ${dragon.id} is a die the book does not hold (${dragon.die})`);
  const white = die.colour === 'white';
  const out: DragonRoll = { dragon, faces: [], damage: 0, breaths: 0, belly: false, wing: false, treasure: 0, rolls: [] };
  const first = dice.rolls.length;
  for (let n = 0; n < MOST_ROLLS; n++) {
    const face = form.faces[dice.roll(form.faces.length, label, die.name).face - 1]!;
    out.faces.push(face);
    let again = false;
    switch (face) {
      case 'jaws':
      case 'claw':
        out.damage += DAMAGE[face]! * (white ? 2 : 1);
        break;
      case 'wing':
        out.damage += DAMAGE.wing! * (white ? 2 : 1);
        out.wing = true;
        break;
      case 'tail':
        out.damage += DAMAGE.tail! * (white ? 2 : 1);
        again = true;
        break;
      case 'breath':
        if (againstDragon) {
          out.damage += white ? 10 : 5;
          again = true;
        } else out.breaths += 1;
        break;
      case 'belly':
        out.belly = true;
        break;
      case 'treasure':
        if (!againstDragon) out.treasure += white ? 2 : 1;
        break;
    }
    if (!again) break;
  }
  out.rolls = dice.rolls.slice(first) as RollRecord[];
  return out;
}

/** The damage that kills a dragon this attack: its health, plus its automatic saves unless it rolled Belly (SFR 17; TSR FAQ3). */
export function killingDamage(book: DiceBook, roll: Pick<DragonRoll, 'dragon' | 'belly'>): number {
  const die = book.dragons.get(roll.dragon.die);
  return (die?.health ?? 5) + (roll.belly ? 0 : (die?.saves ?? 5));
}
