import type { Unit } from '../state.ts';
import { definition } from '../units.ts';

/**
 * The deep dungeons (5.3, DN2): "Only dwarves, goblins and dogs can squeeze through the narrow
 * passageways that link the different deep dungeons" (and 4.1: "Dogs can enter the deep
 * dungeons"). The journeys themselves, three turns a leg written down in secret, come with the
 * DN2 scenarios; this is who may make them.
 */
export function canEnterDeepDungeons(unit: Unit): boolean {
  const traits = definition(unit).traits;
  return traits.includes('dwarf') || traits.includes('goblin') || traits.includes('dog');
}
