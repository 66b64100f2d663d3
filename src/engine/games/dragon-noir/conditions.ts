import { findCharacter, type CharacterDef } from './characters/characters.ts';
import { EP_PER_LEVEL } from './magic/energy.ts';
import { UNIT_SPELLS, type MagicState, type UnitSpell } from './magic/state.ts';
import type { Scenario } from './scenario.ts';
import type { Unit } from './state.ts';

/**
 * A character's condition at the start of a scenario: stunned, wounded (a dragon's parts too),
 * berserk, dead, his energy and the spells on him (docs/map-format.md, "Conditions"). A scenario
 * that replays a position, or one exported from a game (`/game export scenario`), sets them; the
 * module refuses one that cannot exist, naming what is wrong and what is allowed.
 */

type Placed = Scenario['sides'][number]['setup'][number];

/** The spells whose points are bought (3.51, 3.53); the others have none. */
const BOUGHT = new Set<UnitSpell['spell']>(['increase-move', 'increase-attack', 'increase-defence', 'improve-shooting']);

/** The spells a caster casts on himself alone (3.51). */
const SELF = new Set<UnitSpell['spell']>(['increase-attack', 'increase-defence']);

/** The wound ladder he starts on: mounted, the horseman's two counters; in DN2, Sarah's and Gotmar's own. */
function ladderLength(def: CharacterDef, placed: Placed, volume: 1 | 2): number {
  if (placed.mounted && def.mounted) return 2;
  return (volume === 2 && def.dn2 ? def.dn2.levels : def.levels).length;
}

/** Every condition of one set-up line that cannot exist, as one line: what is wrong and what is allowed. */
function wrongCondition(scenario: Scenario, def: CharacterDef, placed: Placed, everyone: Map<string, Placed>): string | undefined {
  const name = def.name;
  if (placed.carrying !== undefined) {
    return `${name} carrying ${placed.carrying}: a character carries a stunned friend only during his own move and lays him down beside him at its end (2.32.2), so no position starts with one; set ${placed.carrying} stunned in a hex beside ${name}`;
  }
  if (placed.dead) {
    const other = (['stunned', 'wounds', 'partWounds', 'berserk', 'energy', 'spells', 'mounted'] as const).find((f) => placed[f] !== undefined && placed[f] !== false && !(f === 'wounds' && placed[f] === 0));
    if (other) return `${name} is dead and has ${other}: a body has no other condition; give dead: true alone`;
  }
  if (placed.berserk && !def.berserk) return `${name} cannot go berserk: only the Crazy Ork has a berserk side (4.2)`;
  if (placed.berserk && (placed.wounds ?? 0) > 0) return `${name} berserk and wounded: berserk is not a wound, and his next wound kills him (4.2); give berserk or wounds, not both`;
  const rungs = ladderLength(def, placed, scenario.volume);
  if (placed.wounds !== undefined && placed.wounds >= rungs) {
    const alive = rungs === 1 ? 'none: one wound kills him' : `0 to ${rungs - 1}`;
    return `${name} with ${placed.wounds} wounds would be dead; the wounds he can live with: ${alive} (set dead: true for his body)`;
  }
  if (placed.stunned) {
    if (def.berserk) return `${name} cannot be stunned: a stun sends him berserk (4.2); set berserk: true`;
    if (!def.stunned) return `${name} cannot be stunned: a stun makes him retreat instead (4.1, 4.2, 4.44, 3.55)`;
    if (placed.mounted) return `${name} stunned on horseback: a stunned rider falls from his horse (2.47); set mounted: false and a horse beside him`;
  }
  if (placed.partWounds) {
    const parts = def.parts;
    if (!parts) return `${name} has no parts to wound: partWounds is the Black Dragon's (head, tail, left-claw, right-claw; 4.3)`;
    for (const [part, n] of Object.entries(placed.partWounds)) {
      const ladder = parts[part];
      if (!ladder) return `${name} has no ${part}: its parts are ${Object.keys(parts).join(', ')} (4.3)`;
      if (n >= ladder.length) return `${name}'s ${part} with ${n} wounds: a part takes 0 to ${ladder.length - 1} (at ${ladder.length - 1} it has no defence left; 4.3)`;
    }
  }
  if (placed.energy !== undefined) {
    if (!def.traits.includes('spellcaster')) return `${name} is no spellcaster: only a spellcaster has energy points (3.2)`;
    const level = scenario.magic?.levels[placed.character] ?? 1;
    if (placed.energy > level * EP_PER_LEVEL) return `${name} with ${placed.energy} EP: at level ${level} he has 0 to ${level * EP_PER_LEVEL} (3.2)`;
  }
  for (const spell of placed.spells ?? []) {
    if (spell.spell === 'invisibility' || spell.spell === 'spirit') return `${name}: ${spell.spell} is not set by a scenario (it needs a hidden arrival or a spirit on the board); the spells allowed are ${UNIT_SPELLS.filter((s) => s !== 'invisibility' && s !== 'spirit').join(', ')}`;
    const caster = everyone.get(spell.caster);
    if (!caster || !findCharacter(spell.caster)?.traits.includes('spellcaster')) return `${name}: ${spell.spell} cast by ${spell.caster}, who is no spellcaster of this scenario; its spellcasters: ${[...everyone.keys()].filter((id) => findCharacter(id)?.traits.includes('spellcaster')).join(', ') || 'none'}`;
    if (SELF.has(spell.spell) && spell.caster !== placed.character) return `${name}: ${spell.spell} is cast by a spellcaster on himself (3.51), not by ${spell.caster}`;
    if (BOUGHT.has(spell.spell) && spell.points === undefined) return `${name}: ${spell.spell} needs the points bought (points: 1 or more)`;
    if (!BOUGHT.has(spell.spell) && spell.points !== undefined) return `${name}: ${spell.spell} has no points; only ${[...BOUGHT].join(', ')} have`;
  }
  return undefined;
}

/** The first condition in a scenario that cannot exist, named with its character; undefined if all can. */
export function checkConditions(scenario: Scenario): string | undefined {
  const everyone = new Map(scenario.sides.flatMap((s) => s.setup.map((p) => [p.character, p] as const)));
  for (const side of scenario.sides) {
    for (const placed of side.setup) {
      const def = findCharacter(placed.character);
      if (!def) continue;
      const wrong = wrongCondition(scenario, def, placed, everyone);
      if (wrong) return wrong;
    }
  }
  return undefined;
}

/** The unit as the scenario sets him: his conditions over the fresh character (and a campaign's wounds, which a condition replaces). */
export function withConditions(unit: Unit, placed: Placed): Unit {
  const spells: UnitSpell[] = (placed.spells ?? []).map((s) => ({ spell: s.spell, caster: s.caster, points: s.points ?? null, until: s.until, arrival: null }));
  return {
    ...unit,
    ...(placed.wounds !== undefined ? { wounds: placed.wounds } : {}),
    ...(placed.stunned ? { stunned: true, stunnedInPlayerTurn: 0 } : {}),
    ...(placed.berserk ? { berserk: true } : {}),
    ...(placed.dead ? { dead: true } : {}),
    ...(placed.partWounds ? { partWounds: { ...placed.partWounds } } : {}),
    ...(spells.length ? { spells } : {}),
  };
}

/** The casters' energy as the scenario sets it, over the stock they would start with. */
export function energyAtStart<M extends MagicState>(magic: M, scenario: Scenario): M {
  const energy = new Map(scenario.sides.flatMap((s) => s.setup.flatMap((p) => (p.energy === undefined ? [] : [[p.character, p.energy] as const]))));
  return { ...magic, casters: magic.casters.map((c) => (energy.has(c.unit) ? { ...c, ep: energy.get(c.unit)! } : c)) };
}
