import { TERRAINS, type PassMap } from '../map/types.ts';
import { TERRAIN_LOOK } from './look.ts';
import type { MapMoment } from './map-scene.ts';

/** Discord's limit on an attachment's description (its alt text). */
export const ALT_TEXT_LIMIT = 1024;

/**
 * The map's picture in words, for the image's alt text: the moment, the ground by terrain, the
 * rivers and ridges, the places, and the units where they stand. Cut to Discord's 1024 characters,
 * the units last so the map itself is always told.
 */
export function describePassMap(map: PassMap, moment: MapMoment): string {
  const count = new Map<string, number>();
  for (const h of map.hexes.values()) count.set(h.terrain, (count.get(h.terrain) ?? 0) + 1);
  const ground = TERRAINS.filter((t) => count.get(t)).map((t) => `${count.get(t)} ${TERRAIN_LOOK[t].name.toLowerCase()}`);
  const places = [...map.places.values()].map((p) => (p.kind === 'site' ? `${p.name} (${map.label(p.hexes[0]!)})` : p.name));
  const head = [
    `${map.name}, turn ${moment.turn}, ${moment.moon} Moon.`,
    `A map of ${map.cols} by ${map.rows} hexes: ${ground.join(', ')}.`,
    `Rivers: ${map.rivers.map((r) => r.name).join(', ') || 'none'}. Ridges: ${map.ridges.map((r) => r.name).join(', ') || 'none'}.`,
    `Places: ${places.join(', ')}.`,
  ].join(' ');
  const text = `${head} ${unitsInWords(map, moment, ALT_TEXT_LIMIT - head.length - 1)}`;
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}

/** The units where they stand, as many as `room` holds, then how many more. */
function unitsInWords(map: PassMap, moment: MapMoment, room: number): string {
  const units = moment.counters ?? [];
  if (units.length === 0) return 'No units on the map.';
  const said = units.map((u) => `${u.name} ${u.combat}-${u.magic}-${u.movement} at ${map.label(u.hex)}`);
  for (let n = said.length; n > 0; n--) {
    const rest = said.length - n;
    const text = `Units: ${said.slice(0, n).join(', ')}${rest ? `, and ${rest} more` : ''}.`;
    if (text.length <= room) return text;
  }
  return `${units.length} units on the map.`;
}
