import type { RollModifier } from '../../../core/dice.ts';
import type { Race, UnitKind } from '../units.ts';
import { hasStrength } from './odds.ts';
import type { BattleInput, Combatant, Crossing } from './types.ts';

/**
 * The die-roll modifiers of a land battle (DL11 Rule 7, GAPS §2.3), each named as the log line
 * shows it. A plus helps the attacker. The readings are in docs/dragons-of-glory-combat.md.
 */

const FLYING: ReadonlySet<UnitKind> = new Set<UnitKind>(['dragon', 'air', 'citadel']);

/** The races whose favourable ground is this terrain: dwarves and ogres in the mountains, elves and kender in forest. */
const FAVOURABLE: ReadonlyArray<{ races: readonly Race[]; terrains: readonly string[]; label: string }> = [
  { races: ['dwarf', 'ogre'], terrains: ['mountain', 'pass'], label: 'dwarves or ogres in the mountains' },
  { races: ['elf', 'kender'], terrains: ['forest'], label: 'elves or kender in the forest' },
];

/** The crossing penalties (GAPS §2.3); a mountain side costs nothing but in winter. */
const CROSSING: Readonly<Record<Exclude<Crossing, 'mountain-side'>, number>> = { river: -4, bridge: -4, ford: -3 };
const CROSSING_LABEL: Readonly<Record<Exclude<Crossing, 'mountain-side'>, string>> = {
  river: 'across a river',
  bridge: 'across a bridge',
  ford: 'across a ford',
};

const GROUND_KINDS: ReadonlySet<UnitKind> = new Set<UnitKind>(['infantry', 'cavalry']);

/** Whether a flying citadel takes part: said so, or a citadel among the attackers. */
export const citadelJoins = (input: Pick<BattleInput, 'attackers' | 'flyingCitadel'>): boolean =>
  input.flyingCitadel ?? input.attackers.some((c) => c.kind === 'citadel');

/** The best tactical rating among a side's leaders: only one leader counts per side. */
function bestLeader(units: readonly Combatant[]): Combatant | undefined {
  let best: Combatant | undefined;
  for (const c of units) if (c.kind === 'leader' && (!best || c.strength > best.strength)) best = c;
  return best;
}

const names = (units: readonly Combatant[]) => units.map((c) => c.name).join(', ');

export function battleModifiers(input: BattleInput): RollModifier[] {
  const { attackers, defenders, ground } = input;
  const winter = input.options?.winter ?? false;
  const citadel = citadelJoins(input);
  // A flying citadel strips the defender of every terrain and fortification benefit (RB strategic events).
  const place = citadel ? undefined : ground.place;
  const mods: RollModifier[] = [];
  const add = (label: string, value: number) => mods.push({ label, value });

  const attackLeader = bestLeader(attackers);
  if (attackLeader && attackLeader.strength) add(`${attackLeader.name} leads the attack`, attackLeader.strength);
  const defenceLeader = bestLeader(defenders);
  if (defenceLeader && defenceLeader.strength) add(`${defenceLeader.name} leads the defence`, -defenceLeader.strength);

  const attackingDragons = attackers.filter((c) => c.kind === 'dragon');
  const lance = defenders.find((c) => c.dragonlance);
  if (attackingDragons.length) {
    const sp = attackingDragons.reduce((s, c) => s + c.strength, 0);
    // A Dragonlance in the defending stack cancels the attacking dragons' modifier, not their strength.
    if (!lance && sp) add(`dragons (${names(attackingDragons)})`, sp);
  }
  const defendingDragons = defenders.filter((c) => c.kind === 'dragon');
  if (defendingDragons.length) {
    const sp = defendingDragons.reduce((s, c) => s + c.strength, 0);
    if (sp) add(`defending dragons (${names(defendingDragons)})`, -sp);
  }

  // One wizard per side counts, as one leader does (a reading).
  if (attackers.some((c) => c.kind === 'wizard')) add('wizard with the attack', 3);
  if (defenders.some((c) => c.kind === 'wizard')) add('wizard with the defence', -3);

  // A dwarven fortress denies the attacker his flight and cavalry bonuses.
  const underground = place === 'dwarven-fortress';
  if (!underground && attackers.some((c) => c.kind === 'cavalry')) add('cavalry', 1);
  if (!underground && attackers.some((c) => FLYING.has(c.kind))) add('flying attackers', 1);
  if (defenders.some((c) => FLYING.has(c.kind))) add('flying defenders', -1);

  // An assault declaration for river crossings (Paths of the Lance) lifts them as winter does.
  const riverIgnored = input.ignore === 'river';
  const terrainIgnored = input.ignore === 'terrain';
  if (!citadel && !winter && !riverIgnored) {
    // The worst crossing counts, if any attacking ground army makes it (a reading): air flies over.
    let worst: Exclude<Crossing, 'mountain-side'> | undefined;
    for (const c of attackers) {
      if (!GROUND_KINDS.has(c.kind) || !c.across || c.across === 'mountain-side') continue;
      if (!worst || CROSSING[c.across] < CROSSING[worst]) worst = c.across;
    }
    if (worst) add(CROSSING_LABEL[worst], CROSSING[worst]);
  }
  if (winter && attackers.some((c) => GROUND_KINDS.has(c.kind) && c.across === 'mountain-side')) add('winter: across a mountain side', -2);

  // An assault declaration for terrain (Paths of the Lance) lifts the defender's ground and walls
  // from the die; unlike a citadel it leaves the odds and the fortification's hold on retreats.
  if (!terrainIgnored) {
    if (!citadel && (ground.pass || ground.terrain === 'pass')) add('mountain pass', -2);
    if (place === 'fortified-city') add('fortified city', -2);
    if (place === 'fortress') add('fortress', -4);
    if (place === 'dwarven-fortress') add('dwarven fortress', -10);
  }

  const attackArmies = attackers.filter(hasStrength);
  const defenceArmies = defenders.filter(hasStrength);
  for (const f of FAVOURABLE) {
    if (!f.terrains.includes(ground.terrain)) continue;
    if (attackArmies.length && attackArmies.every((c) => f.races.includes(c.race))) add(`favourable ground: attacking ${f.label}`, 1);
    if (!citadel && !terrainIgnored && defenceArmies.some((c) => f.races.includes(c.race))) add(`favourable ground: defending ${f.label}`, -1);
  }

  if (input.taunted) add('taunted by kender', -2);
  // Combat cards (Paths of the Lance): each helps its own side, and the defender's side is the die's minus.
  for (const card of input.cards ?? []) {
    if (card.drm) add(`${card.title} (${card.side === 'attacker' ? 'attacker' : 'defender'}'s card)`, card.side === 'attacker' ? card.drm : -card.drm);
  }
  return mods;
}
