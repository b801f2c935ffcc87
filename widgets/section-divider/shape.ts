/**
 * The section divider's outline (docs/behaviour/sections.md#section-divider): the
 * section's bottom edge as a path in `objectBoundingBox` units of the
 * section border (0..1 across, 0..1 down), for the border's clip path (the
 * kept part: everything above the edge, up past the top, since the border
 * reaches up under the previous section's divider) and for the stroke drawn
 * along the edge. Pure: the controller measures, this draws.
 */

/** The divider types the platform writes; `none` draws a straight bottom edge. */
export const DIVIDER_TYPES = ['none', 'soft-corners', 'rounded', 'slanted', 'scalloped', 'wavy', 'pointed', 'jagged'] as const;
export type DividerType = (typeof DIVIDER_TYPES)[number];

export interface DividerGeometry {
  type: DividerType;
  /** The section border's size (px). */
  boxWidth: number;
  boxHeight: number;
  /** The divider's depth (px). */
  height: number;
  /** One repeat of the shape across (px); the whole width when it is 0 or more than the width. */
  width: number;
  /** How far the repeats are shifted sideways (px). */
  offset: number;
  /** The platform's "flip X": the shape points up into the section instead of down. */
  flipX: boolean;
  /** The platform's "flip Y": the shape is mirrored left to right. */
  flipY: boolean;
}

/**
 * Where the edge is across one repeat, `u` in 0..1: 1 is the section's full
 * depth (the bottom), 0 the divider's top (all of the divider cut away).
 */
function depth(type: DividerType, u: number): number {
  const centred = 2 * u - 1;
  switch (type) {
    case 'slanted':
      return u;
    case 'pointed':
    case 'jagged':
      return 1 - Math.abs(centred);
    case 'rounded':
    case 'scalloped':
      return Math.sqrt(Math.max(0, 1 - centred * centred));
    case 'wavy':
      return 0.5 - 0.5 * Math.cos(2 * Math.PI * u);
    default:
      return 1;
  }
}

/** Soft corners: the bottom corners rounded, as wide as the divider is deep. */
function softCorners(x: number, g: DividerGeometry): number {
  const radius = Math.min(g.height, g.boxWidth / 2);
  if (radius <= 0) return 1;
  const fromEdge = Math.min(x, g.boxWidth - x);
  if (fromEdge >= radius) return 1;
  const t = (radius - fromEdge) / radius;
  return Math.sqrt(Math.max(0, 1 - t * t));
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The edge as points in border units, left to right.
 * @internal Exported for its unit test: divider geometry as numbers; jsdom has no layout.
 */
export function edgePoints(g: DividerGeometry): Array<[number, number]> {
  const { boxWidth: w, boxHeight: h } = g;
  if (!(w > 0 && h > 0))
    return [
      [0, 1],
      [1, 1],
    ];
  const band = g.type === 'none' ? 0 : Math.min(Math.max(g.height, 0), h) / h;
  const period = g.width > 0 && g.width < w ? g.width : w;
  const repeats = Math.ceil(w / period);
  // Enough points for a smooth curve: 24 per repeat (straight shapes need their corners only, but one rule is simpler).
  const steps = Math.min(2_000, Math.max(48, repeats * 24));
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * w;
    const mirrored = g.flipY ? w - x : x;
    let e: number;
    if (g.type === 'soft-corners') e = softCorners(mirrored, g);
    else {
      // The repeats are centred on the section, shifted by the offset.
      const phase = (mirrored - w / 2 - g.offset) / period + 0.5;
      // The far end of a repeat is its end (u = 1), not the next repeat's start: a slant ends at the bottom.
      const far = g.flipY ? i === 0 : i === steps;
      e = depth(g.type, far ? phase - Math.ceil(phase) + 1 : phase - Math.floor(phase));
    }
    if (g.flipX) e = 1 - e;
    points.push([round(i / steps), round(1 - band + band * e)]);
  }
  return points;
}

/** The clip path (kept region) and the stroke path, as SVG path data. */
export function dividerPaths(g: DividerGeometry): { shape: string; stroke: string } {
  const points = edgePoints(g);
  const line = points.map(([x, y]) => `${x},${y}`).join(' L');
  return { shape: `M0,-1 L${line} L1,-1 Z`, stroke: `M${line}` };
}
