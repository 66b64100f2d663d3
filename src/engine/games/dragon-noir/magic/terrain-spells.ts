import { err, ok, type Result } from '../../../core/result.ts';
import { directionTo, distance, neighbour, neighbours, sameHex, DIRECTIONS, type Direction, type Hex } from '../../../hex/hex.ts';
import { labelOf } from '../../../hex/labels.ts';
import { belowGround } from './underground.ts';
import type { TerrainId } from '../terrain.ts';
import { hexsideAt, onBoard, terrainAt, unitsAt, type Table } from '../world.ts';
import { hexesOption, hexOption, type CastContext, type SpellPlan } from './plan.ts';
import type { OverlayPiece } from './state.ts';

/**
 * Spells affecting terrain (3.52): they last to the end of the scenario. Each lays a piece on
 * the board's overlay (a terrain on its hexes, walls or a door on its hexsides) which every rule
 * reads through `boardOf`, and which is drawn on the map.
 *
 * Group 1 (trees, houses, towers, springs, crevasses, entrances) only on flat ground or scrub,
 * above ground, and only on the DN1 cards. Group 2 (bridges, tunnels, demolished walls) above
 * or below ground. The printed markers' shapes are not in the text (checklist 130); **ours:**
 * any connected set of hexes of the marker's size, the tower a hex and its six neighbours, and
 * no piece laid where someone stands or lies.
 */

interface Size {
  hexes: number;
  cost: number;
  marker: string;
  name: string;
}

const SIZES: Record<'tree' | 'house' | 'spring' | 'crevasse' | 'entrance' | 'bridge', Size[]> = {
  tree: [
    { hexes: 1, cost: 7, marker: 'tree-small', name: 'small tree' },
    { hexes: 3, cost: 12, marker: 'tree-medium', name: 'medium tree' },
    { hexes: 7, cost: 20, marker: 'tree-large', name: 'large tree' },
  ],
  house: [
    { hexes: 4, cost: 15, marker: 'house-small', name: 'small house' },
    { hexes: 5, cost: 20, marker: 'house-medium', name: 'medium house' },
    { hexes: 7, cost: 25, marker: 'house-large', name: 'large house' },
  ],
  spring: [
    { hexes: 2, cost: 10, marker: 'spring-small', name: 'small spring' },
    { hexes: 4, cost: 15, marker: 'spring-medium', name: 'medium spring' },
    { hexes: 6, cost: 20, marker: 'spring-large', name: 'large spring' },
  ],
  crevasse: [
    { hexes: 2, cost: 12, marker: 'crevasse-small', name: 'small crevasse' },
    { hexes: 4, cost: 20, marker: 'crevasse-medium', name: 'medium crevasse' },
    { hexes: 6, cost: 25, marker: 'crevasse-large', name: 'large crevasse' },
  ],
  entrance: [
    { hexes: 1, cost: 20, marker: 'entrance-one', name: 'one-hex entrance' },
    { hexes: 2, cost: 30, marker: 'entrance-two', name: 'two-hex entrance' },
  ],
  bridge: [
    { hexes: 1, cost: 12, marker: 'bridge-small', name: 'small bridge' },
    { hexes: 2, cost: 20, marker: 'bridge-medium', name: 'medium bridge' },
    { hexes: 3, cost: 25, marker: 'bridge-large', name: 'large bridge' },
  ],
};

const TERRAIN_OF: Record<keyof typeof SIZES, TerrainId> = { tree: 'trees', house: 'interior', spring: 'water', crevasse: 'crevasse', entrance: 'entrance', bridge: 'bridge' };

function connected(hexes: Hex[]): boolean {
  const seen = [hexes[0]!];
  for (let i = 0; i < seen.length; i++) {
    for (const h of hexes) if (!seen.some((s) => sameHex(s, h)) && distance(h, seen[i]!) === 1) seen.push(h);
  }
  return seen.length === hexes.length;
}

function sized(ctx: CastContext, kind: keyof typeof SIZES, hexes: Hex[]): Result<Size> {
  const sizes = SIZES[kind].filter((s) => kind !== 'bridge' || s.hexes < 3 || ctx.volume === 2);
  const size = sizes.find((s) => s.hexes === hexes.length);
  if (!size) {
    const extra = kind === 'bridge' && ctx.volume === 1 && hexes.length === 3 ? ' (the 3-hex bridge is only in DN2)' : '';
    return err(`${ctx.spell.name}: ${sizes.map((s) => `${s.hexes} hex${s.hexes === 1 ? '' : 'es'} (${s.name}, ${s.cost} EP)`).join(', ')}; not ${hexes.length}${extra} (${ctx.spell.rule}).`);
  }
  if (!connected(hexes)) return err(`The hexes of a ${size.name} must touch each other.`);
  return ok(size);
}

function nobodyThere(table: Table, hexes: Hex[]): Result<true> {
  for (const h of hexes) {
    const there = unitsAt(table, h)[0];
    if (there) return err(`${there.name} ${there.dead ? 'lies' : 'stands'} in ${labelOf(h)}: a terrain spell is laid on empty ground (ours).`);
  }
  return ok(true);
}

/** Group 1: flat ground or scrub above ground (3.52). */
function groundOne(ctx: CastContext, hexes: Hex[]): Result<true> {
  for (const h of hexes) {
    if (belowGround(ctx.table, h)) return err(`${labelOf(h)} is underground: ${ctx.spell.name} works above ground only (3.52.1).`);
    const t = terrainAt(ctx.table, h)!;
    if (t.id !== 'flat' && t.id !== 'scrub') return err(`${labelOf(h)} is ${t.name}: the group 1 terrain spells only affect flat ground or scrub (3.52).`);
  }
  return nobodyThere(ctx.table, hexes);
}

function piece(ctx: CastContext, size: { marker: string }, spell: string, hexes: OverlayPiece['hexes'], sides: OverlayPiece['sides'] = [], leads: string | null = null): OverlayPiece {
  return { marker: size.marker, spell, caster: ctx.caster.id, hexes, sides, leads };
}

function lay(table: Table, laid: OverlayPiece, text: string) {
  const { state } = table;
  return { state: { ...state, magic: { ...state.magic, overlay: [...state.magic.overlay, laid] } }, events: [{ type: 'terrain-spell', text, visibleTo: 'all' as const, data: { marker: laid.marker, hexes: laid.hexes.map((h) => labelOf(h.hex)) } }] };
}

function plainGroupOne(kind: 'tree' | 'spring' | 'crevasse') {
  return (ctx: CastContext): Result<SpellPlan> => {
    const hexes = hexesOption(ctx, 'the hexes it covers');
    if (!hexes.ok) return hexes;
    const size = sized(ctx, kind, hexes.value);
    if (!size.ok) return size;
    const ground = groundOne(ctx, hexes.value);
    if (!ground.ok) return ground;
    const laid = piece(ctx, size.value, kind, hexes.value.map((hex) => ({ hex, terrain: TERRAIN_OF[kind], features: [] })));
    return ok({
      cost: size.value.cost,
      what: `${ctx.spell.name} (${size.value.name}) on ${hexes.value.map(labelOf).join(', ')}`,
      reach: hexes.value,
      on: [],
      markers: { key: size.value.marker, count: 1, name: size.value.name },
      apply: (table) => lay(table, laid, `A ${size.value.name} appears on ${hexes.value.map(labelOf).join(', ')}.`),
    });
  };
}

export const tree = plainGroupOne('tree');
export const spring = plainGroupOne('spring');
export const crevasse = plainGroupOne('crevasse');

/**
 * A house: its hexes become a building's interior, walled from everything round it, with one
 * door. **Ours:** the door is in the first hex named, on its outer side nearest the caster.
 */
export function house(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the hexes it covers, the door in the first');
  if (!hexes.ok) return hexes;
  const size = sized(ctx, 'house', hexes.value);
  if (!size.ok) return size;
  const ground = groundOne(ctx, hexes.value);
  if (!ground.ok) return ground;
  const inside = (h: Hex) => hexes.value.some((x) => sameHex(x, h));
  const sides: OverlayPiece['sides'] = [];
  for (const h of hexes.value) for (const d of DIRECTIONS) if (!inside(neighbour(h, d)) && onBoard(ctx.table, neighbour(h, d))) sides.push({ hex: h, direction: d, kind: 'wall' });
  const first = hexes.value[0]!;
  const outer = sides.filter((s) => sameHex(s.hex, first));
  if (outer.length === 0) return err(`${labelOf(first)} has no outer side for the door: name a hex on the edge of the house first.`);
  const door = outer.reduce((best, s) => (distance(neighbour(first, s.direction as Direction), ctx.at) < distance(neighbour(first, best.direction as Direction), ctx.at) ? s : best));
  door.kind = 'door';
  const laid = piece(ctx, size.value, 'house', hexes.value.map((hex) => ({ hex, terrain: 'interior', features: [] })), sides);
  const doorway = labelOf(neighbour(first, door.direction as Direction));
  return ok({
    cost: size.value.cost,
    what: `${ctx.spell.name} (${size.value.name}) on ${hexes.value.map(labelOf).join(', ')}`,
    reach: hexes.value,
    on: [],
    markers: { key: size.value.marker, count: 1, name: size.value.name },
    apply: (table) => lay(table, laid, `A ${size.value.name} appears on ${hexes.value.map(labelOf).join(', ')}, its door between ${labelOf(first)} and ${doorway}.`),
  });
}

/**
 * A tower: 7 hexes, the centre and its six neighbours; the centre is `tower-centre`, the ring
 * `tower-rampart` (2.24 Towers: heavy cover behind the rampart, none can reach the centre).
 * **Ours:** its top is paved ground at the level of the land, walked on as paving (no horses).
 */
export function tower(ctx: CastContext): Result<SpellPlan> {
  const centre = hexOption(ctx, 'its centre');
  if (!centre.ok) return centre;
  const ring = neighbours(centre.value);
  const hexes = [centre.value, ...ring];
  for (const h of ring) if (!onBoard(ctx.table, h)) return err(`A tower round ${labelOf(centre.value)} would run off the map at ${labelOf(h)}.`);
  const ground = groundOne(ctx, hexes);
  if (!ground.ok) return ground;
  const laid = piece(ctx, { marker: 'tower' }, 'tower', [
    { hex: centre.value, terrain: 'paved', features: ['tower-centre'] },
    ...ring.map((hex) => ({ hex, terrain: 'paved', features: ['tower-rampart'] })),
  ]);
  return ok({
    cost: 35,
    what: `${ctx.spell.name} round ${labelOf(centre.value)}`,
    reach: hexes,
    on: [],
    markers: { key: 'tower', count: 1, name: 'tower' },
    apply: (table) => lay(table, laid, `A tower rises round ${labelOf(centre.value)}.`),
  });
}

/** An entrance to the underground: 1 or 2 hexes, and the tunnel it leads to, named (3.52.1). */
export function entrance(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the hex or two of the entrance');
  if (!hexes.ok) return hexes;
  const size = sized(ctx, 'entrance', hexes.value);
  if (!size.ok) return size;
  const leads = ctx.order.leads?.trim();
  if (!leads) return err('Name the underground tunnel it connects to: leads:<tunnel> (3.52.1).');
  const ground = groundOne(ctx, hexes.value);
  if (!ground.ok) return ground;
  const laid = piece(ctx, size.value, 'entrance', hexes.value.map((hex) => ({ hex, terrain: 'entrance', features: [] })), [], leads);
  return ok({
    cost: size.value.cost,
    what: `${ctx.spell.name} (${size.value.name}) on ${hexes.value.map(labelOf).join(', ')}`,
    reach: hexes.value,
    on: [],
    markers: { key: size.value.marker, count: 1, name: size.value.name },
    apply: (table) => lay(table, laid, `An entrance to the underground opens on ${hexes.value.map(labelOf).join(', ')}, leading to ${leads}.`),
  });
}

/** A bridge over 1, 2 or (DN2) 3 water hexes (3.52.2). */
export function bridge(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the water hexes it spans');
  if (!hexes.ok) return hexes;
  const size = sized(ctx, 'bridge', hexes.value);
  if (!size.ok) return size;
  for (const h of hexes.value) if (terrainAt(ctx.table, h)?.id !== 'water') return err(`${labelOf(h)} is not water: a bridge spans water hexes (3.52.2).`);
  const empty = nobodyThere(ctx.table, hexes.value);
  if (!empty.ok) return empty;
  const laid = piece(ctx, size.value, 'bridge', hexes.value.map((hex) => ({ hex, terrain: 'bridge', features: [] })));
  return ok({
    cost: size.value.cost,
    what: `${ctx.spell.name} (${size.value.name}) on ${hexes.value.map(labelOf).join(', ')}`,
    reach: hexes.value,
    on: [],
    markers: { key: size.value.marker, count: 1, name: size.value.name },
    apply: (table) => lay(table, laid, `A ${size.value.name} spans ${hexes.value.map(labelOf).join(', ')}.`),
  });
}

/**
 * Dig a tunnel (3.52.2): 12 EP for 1 hex, straight or curved; 20 for 2 hexes straight, or a
 * 1-hex junction; a junction dug from a curved tunnel already there costs 12 and takes the
 * curve's place (translator). **Ours:** the hexes dug are solid rock, at least one of them next
 * to open ground; the shape names the marker used; a dug hex opens onto every open hex round it.
 */
export function tunnel(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the 1 or 2 hexes of rock it digs');
  if (!hexes.ok) return hexes;
  const shape = ctx.order.shape ?? 'straight';
  const dug = hexes.value;
  const existingCurve = dug.length === 1 && shape === 'junction' ? ctx.table.state.magic.overlay.findIndex((p) => p.marker === 'tunnel-curved' && p.hexes.some((h) => sameHex(h.hex, dug[0]!))) : -1;
  if (dug.length === 2) {
    if (shape !== 'straight') return err('A 2-hex tunnel is straight (3.52.2).');
    if (distance(dug[0]!, dug[1]!) !== 1) return err('The 2 hexes of a tunnel must touch.');
  } else if (dug.length !== 1) {
    return err('Dig a Tunnel: 1 hex (straight, curved or junction) or 2 hexes straight (3.52.2).');
  }
  if (existingCurve < 0) {
    for (const h of dug) if (terrainAt(ctx.table, h)?.id !== 'rock') return err(`${labelOf(h)} is not solid rock: a tunnel is dug through rock (3.52.2).`);
    const opens = dug.some((h) => neighbours(h).some((n) => !dug.some((d) => sameHex(d, n)) && terrainAt(ctx.table, n) !== undefined && terrainAt(ctx.table, n)!.id !== 'rock'));
    if (!opens) return err('A tunnel is dug from open ground: none of these hexes touches any.');
  }
  const marker = dug.length === 2 ? 'tunnel-long' : shape === 'curved' ? 'tunnel-curved' : shape === 'junction' ? 'tunnel-junction' : 'tunnel-straight';
  const cost = dug.length === 2 || (shape === 'junction' && existingCurve < 0) ? 20 : 12;
  const name = dug.length === 2 ? '2-hex straight tunnel' : `${shape} tunnel`;
  const laid = piece(ctx, { marker }, 'tunnel', dug.map((hex) => ({ hex, terrain: 'tunnel', features: [] })));
  return ok({
    cost,
    what: `${ctx.spell.name} (${name}) at ${dug.map(labelOf).join(', ')}`,
    reach: dug,
    on: [],
    markers: { key: marker, count: 1, name },
    apply(table) {
      let current = table;
      if (existingCurve >= 0) {
        // The junction marker replaces the curve's.
        const overlay = table.state.magic.overlay.filter((_, i) => i !== existingCurve);
        current = { ...table, state: { ...table.state, magic: { ...table.state.magic, overlay } } };
      }
      return lay(current, laid, `A ${name} is dug at ${dug.map(labelOf).join(', ')}.`);
    },
  });
}

/** Demolish a wall: 10 EP a wall hexside, named by the two hexes either side of it (3.52.2). */
export function demolish(ctx: CastContext): Result<SpellPlan> {
  const hexes = hexesOption(ctx, 'the two hexes either side of each wall, in pairs (F7,F8)');
  if (!hexes.ok) return hexes;
  if (hexes.value.length % 2 !== 0) return err('Name each wall by the two hexes either side of it, in pairs: hexes:F7,F8 (or F7,F8,G7,G8 for two).');
  const sides: OverlayPiece['sides'] = [];
  const walls: string[] = [];
  for (let i = 0; i < hexes.value.length; i += 2) {
    const a = hexes.value[i]!;
    const b = hexes.value[i + 1]!;
    const d = directionTo(a, b);
    if (d === undefined) return err(`${labelOf(a)} and ${labelOf(b)} are not neighbours.`);
    const kind = hexsideAt(ctx.table, a, b);
    if (kind !== 'wall') return err(`There is no wall between ${labelOf(a)} and ${labelOf(b)}${kind ? ` (there is a ${kind})` : ''}.`);
    sides.push({ hex: a, direction: d, kind: 'demolished' });
    walls.push(`${labelOf(a)}/${labelOf(b)}`);
  }
  const laid = piece(ctx, { marker: 'demolished-wall' }, 'demolish', [], sides);
  return ok({
    cost: 10 * sides.length,
    what: `${ctx.spell.name} at ${walls.join(', ')}`,
    reach: hexes.value,
    on: [],
    markers: { key: 'demolished-wall', count: sides.length, name: 'demolished wall' },
    apply: (table) => lay(table, laid, `The wall${walls.length > 1 ? 's' : ''} at ${walls.join(', ')} ${walls.length > 1 ? 'are' : 'is'} knocked down.`),
  });
}
