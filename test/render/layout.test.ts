import { describe, expect, test } from 'vitest';
import { DEFAULT_GEOMETRY, hexAtOffset, type HexGeometry } from '../../src/engine/hex/geometry.ts';
import { cornerPixels, layoutFor, sidePixels, toPixel } from '../../src/render/layout.ts';

/** Pixel centres worked by hand: margin = width / 80, radius = what fits, the first hex touching the margin. */

const pointyOdd: HexGeometry = { orientation: 'pointy', offset: 'odd', labels: { kind: 'letter-number' } };
const flatEven: HexGeometry = { orientation: 'flat', offset: 'even', labels: { kind: 'letter-number' } };
const half3 = Math.sqrt(3) / 2;

describe('the layout follows the map geometry', () => {
  test('pointy, odd rows right, 4 by 3 in 800 px: radius 100; column 0 row 0 at (10 + 86.6, 235), column 1 row 1 at (356.4, 385)', () => {
    const layout = layoutFor(4, 3, 800, pointyOdd);
    // 780 px over √3·4.5 = 7.79 radii: 100 px; the title bar 125 px high.
    expect([layout.radius, layout.titleHeight]).toEqual([100, 125]);
    const first = toPixel(layout, hexAtOffset(pointyOdd, 0, 0));
    expect(first.x).toBeCloseTo(10 + half3 * 100, 9);
    expect(first.y).toBeCloseTo(235, 9);
    const next = toPixel(layout, hexAtOffset(pointyOdd, 1, 1));
    expect(next.x).toBeCloseTo(10 + half3 * 100 + 1.5 * Math.sqrt(3) * 100, 9);
    expect(next.y).toBeCloseTo(385, 9);
    // A pointy hex's top corner is straight above its centre.
    const top = cornerPixels(layout, hexAtOffset(pointyOdd, 0, 0)).reduce((a, b) => (b.y < a.y ? b : a));
    expect(top.x).toBeCloseTo(first.x, 9);
    expect(top.y).toBeCloseTo(first.y - 100, 9);
    // The image holds 4.5 hex widths across and 1.5·3 + 0.5 radii down.
    expect([layout.width, layout.height]).toEqual([Math.ceil(20 + 100 * Math.sqrt(3) * 4.5), Math.ceil(125 + 20 + 500)]);
  });

  test('flat, even columns lower, 4 by 3 in 800 px: radius 120; column 0 row 0 half a hex down, column 1 row 0 against the top', () => {
    const layout = layoutFor(4, 3, 800, flatEven);
    expect(layout.radius).toBe(120);
    const first = toPixel(layout, hexAtOffset(flatEven, 0, 0));
    expect(first.x).toBeCloseTo(130, 9);
    expect(first.y).toBeCloseTo(150 + 10 + 2 * half3 * 120, 9);
    const second = toPixel(layout, hexAtOffset(flatEven, 1, 0));
    expect(second.x).toBeCloseTo(310, 9);
    expect(second.y).toBeCloseTo(160 + half3 * 120, 9);
  });

  test("flat, odd columns lower (Dragon Noir's): B1 sits 1.5 radii right of A1 and half a hex lower; its north side is level", () => {
    const layout = layoutFor(24, 16, undefined, DEFAULT_GEOMETRY);
    const a1 = toPixel(layout, hexAtOffset(DEFAULT_GEOMETRY, 0, 0));
    const b1 = toPixel(layout, hexAtOffset(DEFAULT_GEOMETRY, 1, 0));
    expect(a1).toEqual({ x: layout.margin + layout.radius, y: layout.titleHeight + layout.margin + half3 * layout.radius });
    expect(b1.x - a1.x).toBeCloseTo(1.5 * layout.radius, 9);
    expect(b1.y - a1.y).toBeCloseTo(half3 * layout.radius, 9);
    const [left, right] = sidePixels(layout, hexAtOffset(DEFAULT_GEOMETRY, 0, 0), 0);
    expect(left.y).toBeCloseTo(right.y, 9);
    expect(right.x - left.x).toBeCloseTo(layout.radius, 9);
  });
});
