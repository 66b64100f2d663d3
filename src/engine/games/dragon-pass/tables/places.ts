/**
 * Every place the tables name, by the plain id their data uses, with its display name and the
 * records that name it. The map must have each one (the map's test walks this list), and the
 * tables' reader refuses a place id not listed here, so the two never drift apart.
 * `hex` is one hex; `region` a group of hexes (a territory, the Lunar Empire).
 */
export interface PlaceNamedByTables {
  id: string;
  name: string;
  kind: 'hex' | 'region';
  /** `major-independents/<independent>` or `random-events/<roll>`: the records whose data use the id. */
  namedBy: readonly string[];
}

const dragonewtCity = (n: number): PlaceNamedByTables => ({
  id: `dragonewt-city-${n}`,
  name: `Dragonewt city ${n}`,
  kind: 'hex',
  namedBy: ['major-independents/dragonewts'],
});

export const PLACES_NAMED_BY_TABLES: readonly PlaceNamedByTables[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(dragonewtCity),
  { id: 'black-horse-country', name: 'Black Horse Country', kind: 'region', namedBy: ['major-independents/ethilrist'] },
  { id: 'muse-roost', name: 'Muse Roost', kind: 'hex', namedBy: ['major-independents/ethilrist'] },
  { id: 'cragspiders-mountain', name: "Cragspider's Mountain", kind: 'region', namedBy: ['major-independents/cragspider'] },
  { id: 'cliffhome', name: 'Cliffhome', kind: 'hex', namedBy: ['major-independents/cragspider'] },
  { id: 'wintertop-mountain', name: 'Wintertop Mountain', kind: 'region', namedBy: ['major-independents/exiles'] },
  { id: 'wintertop', name: 'Wintertop', kind: 'hex', namedBy: ['major-independents/exiles'] },
  { id: 'beasts-valley', name: "Beasts' Valley", kind: 'region', namedBy: ['major-independents/ironhoof'] },
  { id: 'wild-temple', name: 'Wild Temple', kind: 'hex', namedBy: ['major-independents/ironhoof'] },
  { id: 'grazelands', name: 'The Grazelands', kind: 'region', namedBy: ['major-independents/grazelanders'] },
  { id: 'rich-post', name: 'Rich Post', kind: 'hex', namedBy: ['major-independents/grazelanders'] },
  { id: 'giant-hex', name: 'the giant symbol hex (east edge)', kind: 'hex', namedBy: ['random-events/21-26'] },
  { id: 'temple-of-the-reaching-moon', name: 'Temple of the Reaching Moon', kind: 'hex', namedBy: ['random-events/31', 'random-events/42'] },
  { id: 'stone-cross', name: 'Stone Cross (south edge)', kind: 'hex', namedBy: ['random-events/34'] },
  { id: 'lunar-empire', name: 'the Lunar Empire', kind: 'region', namedBy: ['random-events/36', 'random-events/44'] },
];

/**
 * Names the events' texts use for lands beyond the map edges, which the map need not show: the
 * effect names the edge instead (32: north or west; 43: east).
 */
export const NAMES_OFF_THE_MAP: readonly { name: string; namedBy: string; edge: string }[] = [
  { name: 'the Redlands', namedBy: 'random-events/32', edge: 'north or west' },
  { name: 'the provinces', namedBy: 'random-events/33', edge: 'north or east' },
  { name: 'Prax', namedBy: 'random-events/43', edge: 'east' },
];
