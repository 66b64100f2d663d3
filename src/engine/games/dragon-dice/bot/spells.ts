import type { ArmyRef } from '../army.ts';
import type { DiceBook } from '../dice/read.ts';
import { readCastings } from '../magic/cast.ts';
import { armyText } from '../magic/names.ts';
import { SPELL_RULES } from '../magic/spells.ts';
import type { MagicAction } from '../magic/state.ts';
import { armyUnits, type DdState } from '../state.ts';
import { armyHealth } from './value.ts';

/**
 * The bot's spells for a magic action (SFR 44): what its magic can pay that helps, cast as often as
 * it can pay, in this order: a dragon summoned where only enemy armies stand, damage on the enemy (Hailstorm on the weakest enemy army, Finger of
 * Death and Lightning Strike on the enemy's dearest unit), then the lasting spells that hurt an
 * enemy army (Palsy, Dancing Lights, Rock to Mud) and those that help its own army (Stone Skin,
 * Fiery Weapon, Watery Double, Wind Walk, Wall of Ice). Each addition is checked by the magic
 * part's own reader, so the list it gives is always one the `cast` order takes; "none" when
 * nothing fits.
 */
export function botSpells(book: DiceBook, state: DdState, action: MagicAction): string {
  const caster = action.army;
  const enemies = enemyArmies(state, caster.owner);
  // The nearest foes first: an army at the caster's own terrain, then the weakest.
  const foes = [...enemies].sort((a, b) => Number(b.at === caster.at) - Number(a.at === caster.at) || armyHealth(book, state, a) - armyHealth(book, state, b) || a.owner.localeCompare(b.owner));
  const dearest = (army: ArmyRef) => [...armyUnits(state, army)].sort((a, b) => (book.units.get(b.die)?.health ?? 1) - (book.units.get(a.die)?.health ?? 1) || a.id.localeCompare(b.id))[0];
  const candidates: string[] = [];
  const spells = [...book.spells.values()].filter((s) => s.rulesets.includes(state.ruleset) && SPELL_RULES[s.id]).sort((a, b) => a.id.localeCompare(b.id));
  const ofKind = (pred: (id: string) => boolean) => spells.filter((s) => pred(s.id));
  // A dragon summoned where enemy armies stand and none of its own does: it attacks them as their turns begin (SFR 11 step 3).
  const dragonTerrains = [...new Set(foes.filter((f) => f.at !== 'reserve').map((f) => f.at))].filter((at) => !armyUnits(state, { owner: caster.owner, at }).length);
  for (const s of ofKind((id) => SPELL_RULES[id]!.does.kind === 'summon-dragon')) for (const at of dragonTerrains) candidates.push(`${s.id} ${at}`);
  for (const s of ofKind((id) => SPELL_RULES[id]!.does.kind === 'damage-army')) for (const f of foes) candidates.push(`${s.id} ${armyText(f)}`);
  for (const s of ofKind((id) => ['damage-unit-no-save', 'save-or-die'].includes(SPELL_RULES[id]!.does.kind))) {
    for (const f of foes) {
      const unit = dearest(f);
      if (unit) candidates.push(`${s.id} ${unit.id}`);
    }
  }
  for (const s of ofKind((id) => SPELL_RULES[id]!.does.kind === 'lasting' && SPELL_RULES[id]!.target === 'opposing-army')) for (const f of foes) candidates.push(`${s.id} ${armyText(f)}`);
  for (const s of ofKind((id) => SPELL_RULES[id]!.does.kind === 'lasting' && SPELL_RULES[id]!.target === 'any-army')) candidates.push(`${s.id} ${armyText(caster)}`);

  const chosen: string[] = [];
  for (const c of candidates) {
    // Cast it again while the magic pays (the lasting and damage spells add up, SFR 44); a spell that may not be cast twice is refused by the reader.
    for (let times = 0; times < 12; times++) {
      const tried = [...chosen, c];
      if (!readCastings(book, state, action, tried.join('; ')).ok) break;
      chosen.push(c);
    }
  }
  return chosen.length ? chosen.join('; ') : 'none';
}

/** Every army of the other players in play (at a terrain or in reserve). */
function enemyArmies(state: DdState, seat: string): ArmyRef[] {
  const out: ArmyRef[] = [];
  for (const u of Object.values(state.units)) {
    if (u.owner === seat) continue;
    const at = u.at.kind === 'terrain' ? u.at.terrain : u.at.kind === 'reserve' ? 'reserve' : null;
    if (at && !out.some((a) => a.owner === u.owner && a.at === at)) out.push({ owner: u.owner, at });
  }
  return out.sort((a, b) => a.owner.localeCompare(b.owner) || a.at.localeCompare(b.at));
}
