/**
 * Draws our original map of Ansalon for Dragons of Glory and prints it in the `.map` format
 * (docs/dragons-of-glory-map.md). The map is invented: shapes painted from rough outlines of the
 * setting, standing for DL11's printed map, with no part of that map or any redraw of it copied.
 *
 *   npx tsx scripts/dragons-of-glory/draw-ansalon.ts > assets/maps/dragons-of-glory/ansalon.map
 *
 * Shapes are written in sheet units: X is the column (0..63) plus half a hex on odd rows, Y the
 * row (0..52), so a shape reads the way the printed rows lie. The `.map` file is what the game
 * reads; this script only saves drawing it by hand. It checks what a drawing can break (places on
 * land, ports on the coast, capitals inside their nations): the file is printed either way, so a
 * wrong drawing can be looked at, and each problem goes to stderr with exit code 1.
 */
import { ANSALON_COLUMNS, ANSALON_GEOMETRY, ANSALON_ROWS } from '../../src/engine/games/dragons-of-glory/map/geometry.ts';
import { centreOf, hexAtOffset, offsetOf } from '../../src/engine/hex/geometry.ts';
import { distance, hexKey, neighbours, ring, roundHex, type Hex } from '../../src/engine/hex/hex.ts';
import { labelIn } from '../../src/engine/hex/label-styles.ts';

type Point = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// The land. Everything starts as sea; each outline is land, drawn clear.

const MAINLAND: Point[] = [
  // Solamnia's northern coast, west to east, Palanthus' bay to Kalaman Bay
  [13.5, 8.5], [14, 4], [16, 1.6], [21, 1.4], [25, 2.4], [30, 1.6], [34, 2.6], [37, 3.4],
  // Kalaman Bay opens north
  [37.4, 8.6], [39.5, 9.2], [41.8, 8.4], [42, 3.6],
  // Nordmaar's northern coast
  [45, 1.6], [50, 0.6], [55, 1.4], [57.4, 4], [57, 8],
  // the Blood Sea's northern and western shores (Nordmaar, Kern, Khur)
  [53.5, 10.6], [49, 11.4], [46.4, 13.5], [45.6, 18], [46.2, 23], [45.8, 28], [47.2, 32],
  // its southern shore (Balifor, Goodlund)
  [51, 34.2], [55, 34.4], [58.2, 35.4],
  // Goodlund's peninsula
  [61.4, 38], [61.6, 43], [59.5, 47.4], [55, 48.6], [52.5, 46],
  // the Bay of Balifor, Silvanesti's and Tarsis' southern coast
  [50, 44.6], [47.2, 46.4], [44, 47.6], [39, 47.8], [33, 47.2], [28, 46.6],
  // the New Sea's channel (cut below) and Abanasinia's and Qualinesti's southern coast
  [22, 46.4], [18, 45], [14.5, 42.5], [12.6, 38],
  // Qualinesti's western coast, on the straits, then Caergoth's on the Sirrion Sea
  [12.4, 32], [13.4, 27], [12.6, 22], [12.2, 17], [12.6, 12],
];

const ISLANDS: Record<string, Point[]> = {
  'northern-ergoth-isle': [[1.2, 5], [4, 2.6], [8.5, 3.4], [10.2, 7], [9.8, 12], [10.4, 16.6], [7, 18.8], [3, 17.6], [1, 12]],
  sancrist: [[0.6, 21.2], [3, 20.4], [4.8, 22.2], [4.4, 25.6], [1.6, 26.2], [0.4, 24]],
  'southern-ergoth-isle': [[3, 28], [7, 27], [10.6, 29.4], [10.4, 34], [10.8, 38.6], [8, 41.4], [4, 40.6], [2, 36], [2.4, 31]],
  'mithas-isle': [[58.2, 13.2], [61, 12.6], [62.6, 15], [62.4, 20], [60.2, 22.4], [58, 20.6], [57.8, 16]],
  'kothas-isle': [[58.2, 24.6], [61.2, 24.2], [62.6, 27], [62, 31.6], [59.4, 32.8], [57.6, 30], [57.4, 27]],
  'saifhum-isle': [[50.4, 14.6], [53.2, 14.4], [53.8, 16.2], [51, 16.6]],
  icewall: [[3.6, 48], [10, 46.6], [17, 47.8], [21.4, 49.6], [22, 52.6], [3, 52.6]],
};

/** Water cut back out of the land: the New Sea and its channel south to the ocean. */
const WATERS: Record<string, Point[]> = {
  'new-sea': [[22.6, 29.6], [26, 27.8], [31, 28.2], [35, 28.4], [37.2, 29.6], [35.5, 31.6], [33, 34.4], [28, 36.6], [24.6, 36], [22.4, 33]],
  'new-sea-channel': [[24.4, 35], [27.6, 35.6], [26.4, 41], [26.8, 47.4], [23.8, 47.2], [24.2, 41]],
};

// ---------------------------------------------------------------------------------------------
// Ground. Outlines painted over the land (not over the sea), in this order.

const GROUND: Array<{ terrain: string; outline: Point[] }> = [
  // Northern Ergoth's and Southern Ergoth's woods
  { terrain: 'f', outline: [[2, 9], [6, 8], [8.6, 12], [6, 16], [2.4, 14]] },
  { terrain: 'f', outline: [[4, 31], [8.5, 30], [9.6, 36], [6, 39], [3.4, 36]] },
  // Wayreth's forest and Qualinesti's
  { terrain: 'f', outline: [[14, 21.6], [18.4, 21.8], [18.6, 25.4], [14, 26]] },
  { terrain: 'f', outline: [[13, 27], [19, 26.6], [20.4, 30.6], [18.4, 34.6], [13.2, 36]] },
  // the Darken Wood west of the New Sea (Abanasinia)
  { terrain: 'f', outline: [[19.4, 31], [22, 31.4], [22.2, 34], [19.6, 34.4]] },
  // the Hylo woods on the New Sea's northern shore
  { terrain: 'f', outline: [[23, 24], [26.4, 23.6], [27, 27.4], [23, 27.6]] },
  // Silvanesti's great forest
  { terrain: 'f', outline: [[36.6, 36.4], [45.4, 35.6], [48.6, 39.4], [47.6, 45.6], [37.4, 47], [35.6, 42]] },
  // the Lemish and Kern woods
  { terrain: 'f', outline: [[33.6, 19.4], [36, 19.2], [36.4, 21.8], [34, 22]] },
  { terrain: 'f', outline: [[43.6, 12.4], [46, 12.6], [45, 15.4], [43.6, 15]] },
  // Nordmaar's forest and marshes
  { terrain: 'f', outline: [[46, 3], [52, 2.4], [52.6, 6.4], [46.4, 6.8]] },
  { terrain: 's', outline: [[53, 6], [56.4, 5], [56.6, 8], [53.6, 9.4]] },
  // the marshes of the Vingaard's mouth and of southern Tarsis
  { terrain: 's', outline: [[35.4, 4], [36.8, 4.2], [37, 6.4], [35.4, 6.2]] },
  { terrain: 's', outline: [[28.4, 44.2], [32, 44], [32.2, 46.4], [28.6, 46.4]] },
  // Estwilde's steppe
  { terrain: 't', outline: [[37.6, 12.6], [43.2, 12.4], [43.4, 16.6], [38, 16.6]] },
  // Khur: steppe, and the desert in its heart; the Plains of Dust round Tarsis
  { terrain: 't', outline: [[45, 25.6], [47.4, 31.4], [47.6, 36.4], [44.6, 35.6], [43.4, 29]] },
  { terrain: 'd', outline: [[45, 29.6], [46.6, 31.6], [46.6, 34.6], [44.8, 34.4], [44.4, 31]] },
  { terrain: 't', outline: [[27.6, 37.8], [36, 36.4], [36.4, 43.4], [28, 44]] },
  { terrain: 'd', outline: [[32.8, 38.4], [35.4, 38.2], [35.4, 40.4], [33, 40.6]] },
  // the jungle of Goodlund's south
  { terrain: 'j', outline: [[55, 43.4], [60.4, 43], [59.4, 47.2], [55, 47.8]] },
  // Balifor's steppe
  { terrain: 't', outline: [[48, 36.4], [53, 36], [53.4, 39.4], [48.4, 40]] },
  // Icewall is all glacier
  { terrain: 'g', outline: ISLANDS.icewall! },
];

// ---------------------------------------------------------------------------------------------
// Mountains: ranges as thick lines (painted `m`), then passes and gaps cut through them.

interface Range {
  id: string;
  /** A line through the range, and how far either side of it the mountains reach (in hexes). */
  line: Point[];
  width: number;
}

const RANGES: Range[] = [
  // Ring round Palanthus' plain: the spine east of it, its arm west to the sea.
  { id: 'vingaard-mountains', line: [[22.4, 1.2], [22.2, 5], [22, 8.4], [18, 9.4], [13, 9.6]], width: 1.1 },
  // The Garnet mountains close the Solamnic plain to the south; the Thelgaard and Throtyl gaps cross them.
  { id: 'garnet-mountains', line: [[12, 19.8], [20, 20], [26, 20], [30, 20.2], [34.6, 20.4]], width: 1.1 },
  // a spur south from the wall: the mountain line on the western part of the Hylo-Throtyl border
  { id: 'garnet-mountains', line: [[29.6, 20.6], [29.6, 23.8]], width: 0.5 },
  // The Dargaard mountains south of Kalaman, east of the plain, down to the Throtyl Gap.
  { id: 'dargaard-mountains', line: [[35, 8.8], [35.6, 12], [35.4, 15.6], [34.6, 18.6], [34.6, 21]], width: 1.1 },
  // The Khalkists (Taman Busuk): a ring round Neraka's valley, and a tail south to Zhakar and Blode.
  { id: 'khalkist-mountains', line: [[37.2, 18.2], [40, 17.4], [43.4, 18], [44.4, 21], [43.2, 24.6], [40.4, 25.6], [37.8, 24.4], [37, 21], [37.2, 18.2]], width: 1 },
  { id: 'khalkist-mountains', line: [[40.4, 25.6], [41.6, 28.4], [41.6, 31.4]], width: 1 },
  { id: 'khalkist-mountains', line: [[37.8, 24.4], [35, 25.6], [33.4, 27]], width: 0.7 },
  // The Kharolis mountains: Pax Tharkas' wall, and Thorbardin's massif south of it.
  { id: 'kharolis-mountains', line: [[14.4, 36.6], [18, 36], [22.4, 37.4]], width: 0.8 },
  { id: 'kharolis-mountains', line: [[16.6, 39.2], [19.6, 40.2], [21.6, 42.4]], width: 1.2 },
  // Nordmaar's and Mithas' heights; Northern Ergoth's and Southern Ergoth's hills.
  { id: 'nordmaar-mountains', line: [[48, 8.4], [51, 8]], width: 0.6 },
  { id: 'mithas-mountains', line: [[60.4, 14.6], [60.6, 18.6]], width: 0.6 },
  { id: 'ergoth-mountains', line: [[4, 5], [5, 7]], width: 0.6 },
  { id: 'ergoth-mountains', line: [[8.4, 29.6], [8.6, 33]], width: 0.6 },
];

/** Corridors of pass hexes through ranges, each a chain of hexes from one end to the other. */
const PASSES: Array<{ id: string; from: Point; to: Point }> = [
  // Westgate Pass: the High Clerist's Tower's road from the plain to Palanthus
  { id: 'westgate-pass', from: [20.5, 5], to: [23.5, 5] },
  // the Dargaard pass, by Dargaard Keep, from the plain to Estwilde
  { id: 'dargaard-pass', from: [34, 12], to: [37, 12] },
  // into Neraka's valley from Estwilde (north) and from Sanction (south-west)
  { id: 'neraka-pass', from: [40, 16.6], to: [40, 19] },
  { id: 'sanction-pass', from: [37.5, 27.6], to: [39.2, 23.5] },
  // Pax Tharkas' pass through the Kharolis from Abanasinia to Thorbardin's valley
  { id: 'pax-tharkas-pass', from: [18, 34.6], to: [18.4, 37.6] },
  // the way up to Zhakar from Khur
  { id: 'zhakar-pass', from: [43.6, 29.6], to: [41.6, 29.6] },
];

/** Gaps: open ground cut through a range, the mountain hexes inside each outline (two hexes wide). */
const GAPS: Array<{ id: string; outline: Point[] }> = [
  { id: 'thelgaard-gap', outline: [[21.4, 17], [23.6, 17], [23.6, 23.5], [21.4, 23.5]] },
  { id: 'throtyl-gap', outline: [[31.4, 17], [33.6, 17], [33.6, 23.5], [31.4, 23.5]] },
];

// ---------------------------------------------------------------------------------------------
// Nations and areas: outlines painted over land only, in this order (later ones win).

const NATION_CODES: Array<[string, string]> = [
  ['B', 'blode'], ['C', 'caergoth'], ['G', 'goodlund'], ['W', 'gunthar'], ['H', 'hylo'], ['Y', 'kaolyn'],
  ['K', 'kern'], ['R', 'khur'], ['O', 'kothas'], ['L', 'lemish'], ['M', 'maelstrom'], ['I', 'mithas'],
  ['N', 'nordmaar'], ['E', 'northern-ergoth'], ['P', 'palanthus'], ['Q', 'qualinesti'], ['X', 'sanction'],
  ['F', 'silvanesti'], ['S', 'solanthus'], ['T', 'tarsis'], ['D', 'thorbardin'], ['U', 'throtyl'],
  ['V', 'vingaard'], ['Z', 'zhakar'],
  ['n', 'neraka'], ['e', 'estwilde'], ['a', 'abanasinia'], ['k', 'kalaman'], ['d', 'dargaard'],
  ['c', 'high-clerists-tower'], ['s', 'southern-ergoth'], ['b', 'balifor'],
];

const NATIONS: Array<{ code: string; outline: Point[] }> = [
  { code: 'E', outline: ISLANDS['northern-ergoth-isle']! },
  { code: 'W', outline: ISLANDS.sancrist! },
  { code: 's', outline: ISLANDS['southern-ergoth-isle']! },
  { code: 'I', outline: ISLANDS['mithas-isle']! },
  { code: 'O', outline: ISLANDS['kothas-isle']! },
  { code: 'M', outline: ISLANDS['saifhum-isle']! },
  // Solamnia
  { code: 'P', outline: [[13, 0], [23, 0], [22.6, 9], [13, 10]] },
  { code: 'V', outline: [[22.7, 0], [37.6, 0], [35.4, 8], [34.6, 19], [30.4, 19], [26, 18.4], [25, 8]] },
  { code: 'S', outline: [[19, 9.6], [25, 8], [26, 17.6], [23.6, 19], [23.2, 21.6], [20.4, 21.6], [20.4, 17.4]] },
  { code: 'C', outline: [[12, 9.6], [19, 9.6], [20.4, 17.4], [20.4, 20.6], [12, 20.6]] },
  { code: 'c', outline: [[21.4, 3.8], [24.8, 3.8], [24.8, 6.4], [21.4, 6.4]] },
  { code: 'Y', outline: [[23.4, 18.4], [29.1, 18.4], [29.1, 22], [23.4, 22]] },
  { code: 'k', outline: [[35.2, 7.6], [37.6, 7.6], [38, 8.4], [42.4, 8.2], [44, 10], [43.4, 11.6], [36.4, 11.4]] },
  { code: 'd', outline: [[34.2, 9.6], [36.4, 9.6], [36.4, 14.4], [34.2, 14.4]] },
  { code: 'e', outline: [[36.6, 11.4], [43.4, 11.6], [43.6, 16.8], [36.6, 17]] },
  { code: 'N', outline: [[41.8, 0], [58, 0], [57.6, 9], [52, 11.6], [44, 10]] },
  { code: 'K', outline: [[43.4, 11], [47.6, 11.4], [46.6, 25.6], [44.4, 25.6], [43.6, 16.8]] },
  { code: 'L', outline: [[34.9, 16.8], [36.6, 17], [37.4, 19.4], [37, 23.4], [34.8, 23.4], [35.2, 21]] },
  { code: 'U', outline: [[29.1, 19.2], [34.2, 19.2], [35.2, 21.4], [34.8, 23.4], [34, 24.6], [29.1, 24.6]] },
  { code: 'H', outline: [[20.6, 21.6], [29.1, 21.6], [29.1, 24.6], [33, 24.6], [33, 28.4], [22, 28.8], [20.6, 26]] },
  { code: 'a', outline: [[13, 21], [20.6, 21.6], [20.6, 26], [22, 28.8], [23, 36], [24.4, 37.6], [18, 35.6], [19.4, 26.4], [13, 26.6]] },
  { code: 'Q', outline: [[12, 26.6], [19.4, 26.4], [18.2, 35.6], [16.6, 35.8], [12, 40]] },
  { code: 'D', outline: [[16.4, 37.6], [22.6, 37.8], [22.8, 43.4], [17.2, 43.4], [16.4, 42]] },
  { code: 'n', outline: [[37, 17.4], [44.2, 17.4], [44.6, 24], [40.6, 26], [37.6, 25], [36.8, 20]] },
  { code: 'B', outline: [[33, 24.7], [35, 24.4], [37.6, 24.6], [38.6, 27.4], [36.4, 28.6], [33, 28.6]] },
  { code: 'X', outline: [[36.4, 27.6], [38.6, 27], [38.8, 30.4], [36.8, 30.6]] },
  { code: 'Z', outline: [[38.8, 26.2], [42.6, 26.4], [43.6, 32], [39, 32]] },
  // Khur and Silvanesti lie wholly in the southern half of sheet b, where DL11's Silvanesti scenario is played.
  { code: 'R', outline: [[42.6, 25.6], [46.6, 25.6], [48, 32], [47.8, 36.6], [43.6, 36], [43.6, 32], [42.6, 26.4]] },
  { code: 'b', outline: [[47.8, 33], [54.4, 33.6], [53.6, 40.4], [48.6, 41], [47.8, 36.6]] },
  { code: 'G', outline: [[54.4, 33.6], [63, 35], [63, 50], [52, 50], [52.6, 45], [53.6, 40.4]] },
  { code: 'F', outline: [[36, 35.8], [43.6, 36], [47.8, 36.6], [48.6, 41], [52.6, 45], [50, 50], [36, 50]] },
  { code: 'T', outline: [[28.4, 38.4], [34.2, 37.6], [35.2, 43], [29.6, 43.6]] },
  // Wayreth's tower in its wood belongs to no nation: the wizards keep out of the war.
  { code: '.', outline: [[15, 22.6], [17.4, 22.6], [17.4, 24.4], [15, 24.4]] },
];

// ---------------------------------------------------------------------------------------------
// Rivers: lines across the ground; every side between two land hexes that a line crosses carries
// the river. The Vingaard is deep: it is crossed only at its fords and its bridge.

const RIVERS: Array<{ kind: 'river' | 'deep-river'; id: string; line: Point[] }> = [
  { kind: 'deep-river', id: 'vingaard-river', line: [[28.6, 20.3], [28.3, 15.3], [29.1, 11.9], [30.3, 9.2], [32.1, 6.9], [34.3, 5.7], [35.9, 6.7], [37.8, 8.1]] },
  // the Caergoth river, from the Garnets to the Sirrion Sea
  { kind: 'river', id: 'caergoth-river', line: [[17.1, 18.7], [16.3, 16.1], [14.3, 14.3], [12.1, 13.9]] },
  // the White-rage, from the Kharolis north to the New Sea
  { kind: 'river', id: 'white-rage-river', line: [[20.1, 35.7], [21.3, 32.8], [22.8, 30.6]] },
  // the Thon-Thalas through Silvanesti to the southern sea
  { kind: 'river', id: 'thon-thalas', line: [[41.2, 35.9], [41.3, 40.1], [42.6, 43.3], [42.4, 47.9]] },
  // Nordmaar's river to the Blood Sea
  { kind: 'river', id: 'nordmaar-river', line: [[49.3, 4.1], [49.8, 7.7], [50.6, 11.3]] },
];

/** Where the Vingaard may be crossed, as points near the river: the nearest crossed side takes it. */
const CROSSINGS: Array<{ kind: 'ford' | 'bridge'; at: Point }> = [
  { kind: 'ford', at: [28.2, 16] },
  { kind: 'bridge', at: [29.6, 10.6] },
  { kind: 'ford', at: [33.2, 6.2] },
];

// ---------------------------------------------------------------------------------------------
// The Maelstrom: a whirl of hexes in the middle of the Blood Sea, and the ring of sea round it.

const MAELSTROM_CENTRE: Point = [51.5, 23];
const MAELSTROM_RADIUS = 2;

/** Named seas: the sea hexes inside each outline. */
const SEAS: Record<string, Point[]> = {
  'blood-sea': [[45.4, 10.4], [57.4, 9.6], [57.6, 34.6], [45.4, 34.6]],
  'kalaman-bay': [[37, 3.6], [42.2, 3.6], [42.2, 9], [37, 9]],
  'new-sea': WATERS['new-sea']!,
};

// ---------------------------------------------------------------------------------------------
// Places. `at` is a point in sheet units; the place is the hex it falls in.

interface PlaceSpec {
  id: string;
  name: string;
  at: Point;
  kind: 'city' | 'fortified-city' | 'fortress' | 'dwarven-fortress';
  port?: boolean;
  capital?: string;
  darkTemple?: boolean;
}

const PLACES: PlaceSpec[] = [
  // Solamnia and its knights
  { id: 'palanthus', name: 'Palanthus', at: [20, 2], kind: 'fortified-city', port: true, capital: 'palanthus' },
  { id: 'high-clerists-tower', name: "High Clerist's Tower", at: [22.5, 5], kind: 'fortress', capital: 'high-clerists-tower' },
  { id: 'vingaard-keep', name: 'Vingaard Keep', at: [29, 11], kind: 'fortified-city', capital: 'vingaard' },
  { id: 'coastlund', name: 'Coastlund', at: [27, 2], kind: 'city', port: true },
  { id: 'solanthus', name: 'Solanthus', at: [22, 13], kind: 'fortified-city', capital: 'solanthus' },
  { id: 'thelgaard', name: 'Thelgaard', at: [22.5, 20], kind: 'fortress' },
  { id: 'caergoth', name: 'Caergoth', at: [13, 15], kind: 'fortified-city', port: true, capital: 'caergoth' },
  { id: 'kalaman', name: 'Kalaman', at: [40.5, 9], kind: 'fortified-city', port: true, capital: 'kalaman' },
  { id: 'dargaard-keep', name: 'Dargaard Keep', at: [35.5, 12], kind: 'fortress', capital: 'dargaard' },
  { id: 'garnet', name: 'Garnet', at: [27, 20], kind: 'dwarven-fortress', capital: 'kaolyn' },
  // the islands of the west
  { id: 'gwynned', name: 'Gwynned', at: [9.5, 8], kind: 'fortified-city', port: true, capital: 'northern-ergoth' },
  { id: 'castle-wistan', name: 'Castle Wistan', at: [4, 23], kind: 'fortified-city', port: true, capital: 'gunthar' },
  { id: 'daltigoth', name: 'Daltigoth', at: [10, 33], kind: 'fortified-city', port: true, capital: 'southern-ergoth' },
  // between the Garnets and the Kharolis
  { id: 'throtl', name: 'Throtl', at: [31.5, 23], kind: 'fortified-city', capital: 'throtyl' },
  { id: 'kenderhome', name: 'Kenderhome', at: [27.5, 27.6], kind: 'fortified-city', port: true, capital: 'hylo' },
  { id: 'haven', name: 'Haven', at: [21, 29], kind: 'fortified-city', capital: 'abanasinia' },
  { id: 'wayreth', name: 'Wayreth', at: [16, 23.5], kind: 'fortress' },
  { id: 'qualinost', name: 'Qualinost', at: [16, 30], kind: 'fortified-city', capital: 'qualinesti' },
  { id: 'porliost', name: 'Porliost', at: [13.5, 35], kind: 'fortress', port: true },
  { id: 'pax-tharkas', name: 'Pax Tharkas', at: [18, 36], kind: 'fortress' },
  { id: 'thorbardin', name: 'Thorbardin', at: [19.5, 40.2], kind: 'dwarven-fortress', capital: 'thorbardin' },
  { id: 'tarsis', name: 'Tarsis', at: [31, 41], kind: 'fortified-city', capital: 'tarsis' },
  // the Dragonarmies' lands and their neighbours
  { id: 'lemish', name: 'Lemish', at: [35, 19], kind: 'fortified-city', capital: 'lemish' },
  { id: 'estwilde-hold', name: 'Estwilde Hold', at: [40, 14], kind: 'fortress', capital: 'estwilde' },
  { id: 'neraka', name: 'Neraka', at: [40, 19.6], kind: 'fortified-city', capital: 'neraka', darkTemple: true },
  { id: 'sanction', name: 'Sanction', at: [37.2, 28.8], kind: 'fortified-city', port: true, capital: 'sanction' },
  { id: 'bloten', name: 'Bloten', at: [33.5, 27.5], kind: 'fortified-city', port: true, capital: 'blode' },
  { id: 'zhakar', name: 'Zhakar', at: [41.5, 29.6], kind: 'dwarven-fortress', capital: 'zhakar' },
  { id: 'kernen', name: 'Kernen', at: [46, 16], kind: 'fortified-city', port: true, capital: 'kern' },
  { id: 'north-keep', name: 'North Keep', at: [50.5, 10.6], kind: 'fortified-city', port: true, capital: 'nordmaar' },
  { id: 'khuri-khan', name: 'Khuri-Khan', at: [46, 27], kind: 'fortified-city', port: true, capital: 'khur' },
  // the Blood Sea's islands and southern shore
  { id: 'saifhum', name: 'Saifhum', at: [52, 15.4], kind: 'fortified-city', port: true, capital: 'maelstrom' },
  { id: 'nethosak', name: 'Nethosak', at: [58.5, 16], kind: 'fortified-city', port: true, capital: 'mithas' },
  { id: 'lacynos', name: 'Lacynos', at: [61, 21], kind: 'fortress' },
  { id: 'kalpethis', name: 'Kalpethis', at: [58, 28], kind: 'fortified-city', port: true, capital: 'kothas' },
  { id: 'port-balifor', name: 'Port Balifor', at: [50, 34.4], kind: 'fortified-city', port: true, capital: 'balifor' },
  { id: 'kendermore', name: 'Kendermore', at: [58, 38], kind: 'fortified-city', port: true, capital: 'goodlund' },
  // Silvanesti
  { id: 'silvanost', name: 'Silvanost', at: [42, 46.8], kind: 'fortified-city', port: true, capital: 'silvanesti' },
  { id: 'shalost', name: 'Shalost', at: [40, 40], kind: 'city' },
  { id: 'westguard', name: 'Westguard', at: [37.5, 42], kind: 'fortress' },
  { id: 'eastguard', name: 'Eastguard', at: [46, 39.5], kind: 'fortress' },
];

/** Named land areas besides the ranges, passes and gaps (the islands are added from their outlines). */
const EXTRA_AREA_ISLANDS = ['sancrist', 'northern-ergoth-isle', 'southern-ergoth-isle', 'mithas-isle', 'kothas-isle', 'icewall'];

// =============================================================================================
// Painting.

const COLS = ANSALON_COLUMNS;
const ROWS = ANSALON_ROWS;
const terrain: string[][] = Array.from({ length: ROWS }, () => Array<string>(COLS).fill('~'));
const nation: string[][] = Array.from({ length: ROWS }, () => Array<string>(COLS).fill('.'));
const areas = new Map<string, Set<string>>();
const problems: string[] = [];

const cells: Array<{ c: number; r: number; hex: Hex; X: number; Y: number }> = [];
for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) cells.push({ c, r, hex: hexAtOffset(ANSALON_GEOMETRY, c, r), X: c + (r & 1) / 2, Y: r });

const label = (h: Hex) => labelIn(ANSALON_GEOMETRY, h)!;
const onMap = (h: Hex) => {
  const { col, row } = offsetOf(ANSALON_GEOMETRY, h);
  return col >= 0 && col < COLS && row >= 0 && row < ROWS;
};
const terrainAt = (h: Hex) => {
  const { col, row } = offsetOf(ANSALON_GEOMETRY, h);
  return terrain[row]![col]!;
};
const isWater = (t: string) => t === '~' || t === '@';
/** The hex a point in sheet units falls in. */
function hexAt([X, Y]: Point): Hex {
  const r = Math.round(Y);
  return hexAtOffset(ANSALON_GEOMETRY, Math.round(X - (r & 1) / 2), r);
}
function addArea(id: string, h: Hex) {
  const set = areas.get(id) ?? new Set<string>();
  set.add(label(h));
  areas.set(id, set);
}

function inside([x, y]: Point, outline: readonly Point[]): boolean {
  let within = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [xi, yi] = outline[i]!;
    const [xj, yj] = outline[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

// Distances along a line are measured in true hex widths: rows lie 0.866 of a hex apart.
const ROW_HEIGHT = Math.sqrt(3) / 2;
function distanceToLine([x, y]: Point, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay0] = line[i]!;
    const [bx, by0] = line[i + 1]!;
    const ay = ay0 * ROW_HEIGHT;
    const by = by0 * ROW_HEIGHT;
    const py = y * ROW_HEIGHT;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}

/** The chain of hexes from one point to another, each touching the last. */
function hexLine(from: Point, to: Point): Hex[] {
  const a = hexAt(from);
  const b = hexAt(to);
  const n = distance(a, b);
  const chain: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    // A small nudge keeps the rounding off the seams between hexes.
    chain.push(roundHex(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 2e-6));
  }
  return chain;
}

function setTerrain(h: Hex, t: string) {
  const { col, row } = offsetOf(ANSALON_GEOMETRY, h);
  terrain[row]![col] = t;
}

// Land, then the waters cut out of it.
for (const cell of cells) {
  const p: Point = [cell.X, cell.Y];
  if (inside(p, MAINLAND) || Object.values(ISLANDS).some((o) => inside(p, o))) terrain[cell.r]![cell.c] = '.';
  if (Object.values(WATERS).some((o) => inside(p, o))) terrain[cell.r]![cell.c] = '~';
}
for (const { terrain: t, outline } of GROUND) for (const cell of cells) if (terrain[cell.r]![cell.c] !== '~' && inside([cell.X, cell.Y], outline)) terrain[cell.r]![cell.c] = t;
for (const range of RANGES)
  for (const cell of cells)
    if (terrain[cell.r]![cell.c] !== '~' && distanceToLine([cell.X, cell.Y], range.line) <= range.width) {
      terrain[cell.r]![cell.c] = 'm';
      addArea(range.id, cell.hex);
    }
for (const pass of PASSES)
  for (const h of hexLine(pass.from, pass.to)) {
    if (isWater(terrainAt(h))) problems.push(`pass ${pass.id} runs into the sea at ${label(h)}`);
    setTerrain(h, 'p');
  }
for (const gap of GAPS)
  for (const cell of cells)
    if (terrain[cell.r]![cell.c] === 'm' && inside([cell.X, cell.Y], gap.outline)) {
      terrain[cell.r]![cell.c] = '.';
      addArea(gap.id, cell.hex);
    }
// The Maelstrom: every sea hex within its radius of the centre; its ring, the sea hexes touching it.
const whirl = hexAt(MAELSTROM_CENTRE);
for (const cell of cells) if (distance(cell.hex, whirl) <= MAELSTROM_RADIUS) setTerrain(cell.hex, '@');
for (const cell of cells) if (terrainAt(cell.hex) === '~' && neighbours(cell.hex).some((n) => onMap(n) && terrainAt(n) === '@')) addArea('maelstrom-ring', cell.hex);

// Nations, on land only.
for (const { code, outline } of NATIONS) for (const cell of cells) if (!isWater(terrain[cell.r]![cell.c]!) && inside([cell.X, cell.Y], outline)) nation[cell.r]![cell.c] = code;

// Named seas, islands and the mountain ranges' areas (already added); the passes are areas too.
for (const [id, outline] of Object.entries(SEAS)) for (const cell of cells) if (terrain[cell.r]![cell.c] === '~' && inside([cell.X, cell.Y], outline)) addArea(id, cell.hex);
for (const id of EXTRA_AREA_ISLANDS) for (const cell of cells) if (!isWater(terrain[cell.r]![cell.c]!) && inside([cell.X, cell.Y], ISLANDS[id]!)) addArea(id, cell.hex);
for (const pass of PASSES) for (const h of hexLine(pass.from, pass.to)) addArea(pass.id, h);

// ---------------------------------------------------------------------------------------------
// Hexsides: each river crosses the sides whose centre-to-centre segments cut its line.

function segmentsCross(p1: Point, p2: Point, p3: Point, p4: Point): boolean {
  const d = (a: Point, b: Point, c: Point) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = d(p3, p4, p1);
  const d2 = d(p3, p4, p2);
  const d3 = d(p1, p2, p3);
  const d4 = d(p1, p2, p4);
  return d1 * d2 < 0 && d3 * d4 < 0;
}
const centre = (h: Hex): Point => {
  const { x, y } = centreOf(ANSALON_GEOMETRY, h);
  return [x / Math.sqrt(3), y / 1.5];
};

interface SideLine {
  a: Hex;
  b: Hex;
}
const sides = new Map<string, SideLine[]>();
function addSide(kind: string, a: Hex, b: Hex) {
  const list = sides.get(kind) ?? [];
  if (!list.some((s) => (hexKey(s.a) === hexKey(a) && hexKey(s.b) === hexKey(b)) || (hexKey(s.a) === hexKey(b) && hexKey(s.b) === hexKey(a)))) list.push({ a, b });
  sides.set(kind, list);
}

const vingaardSides: SideLine[] = [];
for (const river of RIVERS) {
  for (const cell of cells) {
    if (isWater(terrain[cell.r]![cell.c]!)) continue;
    for (const n of neighbours(cell.hex)) {
      // Within a range the river is a mountain torrent: only its sides on lower ground are drawn.
      if (!onMap(n) || hexKey(n) < hexKey(cell.hex) || isWater(terrainAt(n)) || (terrainAt(n) === 'm' && terrainAt(cell.hex) === 'm')) continue;
      const crossed = river.line.some((_, i) => i + 1 < river.line.length && segmentsCross(centre(cell.hex), centre(n), river.line[i]!, river.line[i + 1]!));
      if (!crossed) continue;
      addSide(river.kind, cell.hex, n);
      addArea(river.id, cell.hex);
      addArea(river.id, n);
      if (river.id === 'vingaard-river') vingaardSides.push({ a: cell.hex, b: n });
    }
  }
}
for (const crossing of CROSSINGS) {
  let best: SideLine | undefined;
  let bestD = Infinity;
  for (const s of vingaardSides) {
    const [ax, ay] = centre(s.a);
    const [bx, by] = centre(s.b);
    const d = Math.hypot((ax + bx) / 2 - crossing.at[0], ((ay + by) / 2 - crossing.at[1]) * ROW_HEIGHT);
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  if (!best) problems.push(`no Vingaard side near the ${crossing.kind} at ${crossing.at.join(',')}`);
  else addSide(crossing.kind, best.a, best.b);
}

// ---------------------------------------------------------------------------------------------
// Checks a drawing can break.

const codeOf = new Map(NATION_CODES.map(([code, id]) => [id, code]));
const coastal = (h: Hex) => neighbours(h).some((n) => onMap(n) && isWater(terrainAt(n)));
const placeHexes = new Set<string>();
/**
 * A place stands on the first hex, nearest its point first, that fits it: land, on the coast for a
 * port, inside its nation for a capital, off the mountains for a city, and not taken; so a coast
 * or a border can be redrawn without moving every place by hand.
 */
function fits(p: PlaceSpec, h: Hex): boolean {
  if (!onMap(h) || isWater(terrainAt(h)) || placeHexes.has(label(h))) return false;
  if (p.port && !coastal(h)) return false;
  const { col, row } = offsetOf(ANSALON_GEOMETRY, h);
  if (p.capital && nation[row]![col] !== codeOf.get(p.capital)) return false;
  return !((p.kind === 'city' || p.kind === 'fortified-city') && (terrainAt(h) === 'm' || terrainAt(h) === 'p'));
}
const placeAt = new Map<string, Hex>();
for (const p of PLACES) {
  const wanted = hexAt(p.at);
  const h = [0, 1, 2].flatMap((k) => ring(wanted, k)).find((c) => fits(p, c)) ?? wanted;
  placeAt.set(p.id, h);
  const t = terrainAt(h);
  const where = `${p.name} at ${label(h)}`;
  if (isWater(t)) problems.push(`${where} is in the sea`);
  if (placeHexes.has(label(h))) problems.push(`${where} shares its hex`);
  placeHexes.add(label(h));
  if (p.port && !coastal(h)) problems.push(`${where} is a port away from the coast`);
  if (p.capital) {
    const { col, row } = offsetOf(ANSALON_GEOMETRY, h);
    if (nation[row]![col] !== codeOf.get(p.capital)) problems.push(`${where} is the capital of ${p.capital} but lies in '${nation[row]![col]}'`);
  }
  if ((p.kind === 'city' || p.kind === 'fortified-city') && (t === 'm' || t === 'p')) problems.push(`${where} stands on ${t}`);
}
for (const [, id] of NATION_CODES) if (!PLACES.some((p) => p.capital === id)) problems.push(`${id} has no capital`);

// ---------------------------------------------------------------------------------------------
// Printing.

const out: string[] = [];
const rowLabel = (r: number) => String(r + 1).padStart(2, '0');
const wrap = (head: string, items: string[], per: number) => {
  for (let i = 0; i < items.length; i += per) out.push(`  ${head} ${items.slice(i, i + per).join(' ')}`);
};

out.push(
  '# Ansalon, the strategic map of Dragons of Glory.',
  "# An original map standing for DL11's printed map; no part copied.",
  '# Every coastline, range, river, border and place position here is invented for this game.',
  '# Drawn by scripts/dragons-of-glory/draw-ansalon.ts; the format is in docs/dragons-of-glory-map.md.',
  '# Rows 02, 04, 06 ... are indented one space: they sit half a hex to the right.',
  'map: ansalon',
  'name: Ansalon',
  `size: ${COLS}x${ROWS}`,
  '',
  '# ~ sea  @ Maelstrom  . clear  f forest  m mountain  p pass  s marsh  d desert  g glacier  t steppe  j jungle',
  'terrain:',
);
for (let r = 0; r < ROWS; r++) out.push(`${rowLabel(r)} ${r & 1 ? ' ' : ''}${terrain[r]!.join(' ')}`);
out.push('', "# one nation or area code a hex (see nation-codes); '.' for the sea and the wild lands", 'nations:');
for (let r = 0; r < ROWS; r++) out.push(`${rowLabel(r)} ${r & 1 ? ' ' : ''}${nation[r]!.join(' ')}`);
out.push('', 'nation-codes:');
for (const [code, id] of NATION_CODES) out.push(`  ${code} ${id}`);
out.push('', '# id hex kind [port] [capital=<nation>] [dark-temple] "Name"', 'places:');
for (const p of PLACES) {
  const flags = [p.port ? 'port' : '', p.capital ? `capital=${p.capital}` : '', p.darkTemple ? 'dark-temple' : ''].filter(Boolean);
  out.push(`  ${[p.id, label(placeAt.get(p.id)!), p.kind, ...flags, `"${p.name}"`].join(' ')}`);
}
out.push('', 'hexsides:');
for (const kind of ['deep-river', 'ford', 'bridge', 'river']) wrap(kind, (sides.get(kind) ?? []).map((s) => `${label(s.a)}/${label(s.b)}`), 8);
out.push('', 'areas:');
for (const [id, set] of [...areas].sort(([a], [b]) => a.localeCompare(b))) wrap(id, [...set].sort(), 12);
process.stdout.write(`${out.join('\n')}\n`);
// The file is printed either way, so a drawing can be looked at while it is wrong; the exit code says.
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exitCode = 1;
}
