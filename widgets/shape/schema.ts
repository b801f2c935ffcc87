import * as z from 'zod/mini';

/** One line for the block-schema reference. */
export const summary =
  'The shape block (71): `shapeName` picks the shape; its group sets the box\'s height as a percentage of its width (100, 150 or 67).';

/** The shape block's data (the platform's layout fields beside it are ignored). */
export const schema = z.object({
  shapeName: z._default(z.string(), 'square').register(z.globalRegistry, {
    description: 'The shape. Tall shapes (pill-vertical, arch, rectangle-vertical…) are 150% high, wide ones (pill, rectangle, banner…) 67%, the rest square (100%).',
  }),
});

/** The validated shape data. */
export type ShapeData = z.infer<typeof schema>;

/** What the widget reads its data with: `site-runtime check` runs the same function (docs/behaviour.md#check). */
export { readShape as read } from './read-shape.ts';
