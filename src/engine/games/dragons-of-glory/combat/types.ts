import type { PlaceKind, Terrain } from '../map/types.ts';
import type { Race, Side, UnitKind } from '../units.ts';

/**
 * What a land battle is given: plain values the caller reads off its own state, so the rules of
 * combat can be checked without a game. The caller turns the outcome into state changes.
 */

/** The hexside an attacking army crosses into the defender's hex. */
export type Crossing = 'river' | 'bridge' | 'ford' | 'mountain-side';

export interface Combatant {
  id: string;
  name: string;
  kind: UnitKind;
  race: Race;
  nation: string;
  side: Side;
  /** Current combat strength (the depleted value when depleted); a leader's tactical rating; 0 for a wizard. */
  strength: number;
  depleted: boolean;
  /** False for a one-step counter (a dragon, a citadel, a one-sided army): its first loss eliminates it. */
  canDeplete: boolean;
  /** Label of the hex it attacks from or defends in. */
  hex: string;
  /** Attackers: the hexside crossed into the defender's hex, if any. */
  across?: Crossing | null;
  /** Carries a Dragonlance counter: strength doubled for all purposes; attacking dragons get no dragon DRM against its stack. */
  dragonlance?: boolean;
}

export interface DefenderGround {
  terrain: Terrain;
  place?: PlaceKind;
  /** The defender stands in a mountain pass hex. */
  pass: boolean;
}

/** What happens to one counter: combinable, e.g. depleted and retreat. */
export type LossKind = 'depleted' | 'eliminated' | 'retreat';

export interface UnitLoss {
  id: string;
  name: string;
  effects: LossKind[];
}

export interface BattleOptions {
  /**
   * Paths of the Lance Optional Rule B (winter): rivers, bridges and fords are frozen and give no
   * penalty; dwarves and ogres may attack across a mountain side at −2.
   */
  winter?: boolean;
  /**
   * A defender in a fortified city or dwarven fortress may ignore an R (GAPS §2.3): the defender's
   * choice, taken by default. False: the defenders retreat like any others.
   */
  defenderIgnoresRetreat?: boolean;
  /**
   * The owner's choice of who absorbs numbered step losses: counter ids in order, one per step (an id
   * twice to take both its steps). Steps the list does not cover follow the default order (results.ts).
   */
  absorb?: { attacker?: readonly string[]; defender?: readonly string[] };
}

export interface BattleInput {
  /** Every attacking counter, armies, dragons, leaders and wizards, from every hex that takes part. */
  attackers: readonly Combatant[];
  /** Every counter in the defender's hex. */
  defenders: readonly Combatant[];
  ground: DefenderGround;
  /** The attackers are a stack taunted by kender (RB Rule 10): −2. */
  taunted?: boolean;
  /** A flying citadel joins the attack (also true when a citadel is among the attackers): the defenders lose every terrain and fortification benefit. */
  flyingCitadel?: boolean;
  /** Paths of the Lance: the combat cards played on this battle, each `drm` in its own side's favour. */
  cards?: readonly BattleCard[];
  /**
   * Paths of the Lance: an assault declaration played for this battle makes the attacker ignore the
   * defender's `river` modifiers (river, ford and bridge crossings) or `terrain` ones (pass,
   * fortifications, favourable ground).
   */
  ignore?: 'river' | 'terrain';
  options?: BattleOptions;
}

/** A combat card as the battle reads it: its title for the log, whose it is, and its DRM for that side. */
export interface BattleCard {
  title: string;
  side: 'attacker' | 'defender';
  drm: number;
}
