import type { RollRecord } from '../../core/dice.ts';
import type { Weapon } from './characters/characters.ts';
import type { DnState } from './state.ts';
import { challengeResult, footResult, footShot, horseJump, jumpDown, mountedResult, mountedShot, WEAPON_OFFSET, type CoverColumn, type JumperKind } from './tables.ts';

/**
 * For /dice verify: the result a roll's table gives, read again from what the roll records (its
 * table, row, column and total), so a result edited in the log no longer matches. Undefined for a
 * table whose reading rests on more than the record holds (where a boat is placed, which item a
 * die picks, how far a detection is off).
 */
export function rereadRoll(state: Pick<DnState, 'options'>, roll: RollRecord): string | undefined {
  const total = roll.total ?? roll.face;
  switch (roll.table) {
    case '5.14.2 combat against foot':
    case '5.14.1 combat against mounted': {
      // The row is the odds column: "2-1", "12-1+".
      const odds = /^(\d+)-1\+?$/.exec(roll.row ?? '');
      if (!odds) return undefined;
      return roll.table === '5.14.2 combat against foot' ? footResult(Number(odds[1]), total) : mountedResult(Number(odds[1]), total);
    }
    case '5.12.4 challenges': {
      const result = challengeResult(total);
      return result === 'none' ? 'no effect' : result;
    }
    case '5.11.4 shooting at characters on foot':
    case '5.11.3 shooting at mounted characters': {
      // The row is the weapon and the die it reads ("crossbow 5"), the column the cover ("light cover").
      const weapon = roll.row?.split(' ')[0] as Weapon | undefined;
      const cover = /^(none|light|medium|heavy) cover$/.exec(roll.column ?? '')?.[1] as CoverColumn | undefined;
      if (!weapon || !(weapon in WEAPON_OFFSET) || !cover) return undefined;
      return roll.table === '5.11.4 shooting at characters on foot' ? footShot(weapon, total, cover, state.options.footShotRow7 === 'hits') : mountedShot(weapon, total, cover);
    }
    case '3.3 resolution of spells': {
      const needed = /more than (\d+)$/.exec(roll.row ?? '');
      return needed ? (total > Number(needed[1]) ? 'success' : 'failure') : undefined;
    }
    case '3.55 fireball':
      return total <= 6 ? 'wounded and retreats' : 'retreats';
    case '5.12.1 jumping on horseback':
      return { over: 'over', refused: 'the horse refuses', 'bad-landing': 'bad landing' }[horseJump(total)];
    case '5.12.2 jumping from a higher to a lower level':
      return roll.row === 'lucifer' || roll.row === 'unarmoured' || roll.row === 'armoured' ? jumpDown(roll.row as JumperKind, roll.face) : undefined;
    case '4.45 Slayers with other Krobs':
      return roll.face <= 5 ? 'the Slayer: mortal' : 'another Krob: a normal blow';
    case '5.15.2 Gharv appearance': {
      // The column is where, and the faces that bring a Gharv: "in a marsh, 1-3" or "…, 1".
      const upTo = /, 1(?:-(\d+))?$/.exec(roll.column ?? '');
      return upTo ? (total <= Number(upTo[1] ?? 1) ? 'a Gharv' : 'none') : undefined;
    }
    default:
      return undefined;
  }
}
