/**
 * The shape block's aspect heights, as a percentage of its width, by shape
 * group (docs/behaviour/content-blocks.md#content-blocks): square shapes 100, tall shapes
 * 150, wide shapes 67.
 */
const SHAPE_ASPECT_HEIGHT = { square: 100, tall: 150, wide: 67 } as const;

const TALL = new Set(['arch', 'arch-vertical', 'pill-vertical', 'rectangle-vertical', 'oval-vertical', 'door', 'bottle']);
const WIDE = new Set(['pill', 'rectangle', 'rectangle-horizontal', 'oval', 'banner', 'ribbon', 'arch-horizontal']);

/** The aspect height (percent of the width) of a shape by its name; unknown names are square. */
export function shapeAspectHeight(shapeName: string): number {
  if (TALL.has(shapeName)) return SHAPE_ASPECT_HEIGHT.tall;
  if (WIDE.has(shapeName)) return SHAPE_ASPECT_HEIGHT.wide;
  return SHAPE_ASPECT_HEIGHT.square;
}
