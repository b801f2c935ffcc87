import { BlockDataError } from '../../src/block-data-error.ts';

/**
 * A gallery that cannot start (docs/behaviour/gallery.md#gallery): which check
 * failed, the field at fault and the detail. Its catalogue sentence is
 * added by ./data-error.ts, loaded only when a gallery fails, so the first
 * view of every working gallery does not carry the error texts.
 */
export type ProblemKind = 'containerNotFound' | 'unknownDesign' | 'evaluateError' | 'unknownTransition';

/** A block data error (it names its field), with the kind of problem. */
export type GalleryProblem = BlockDataError & { kind: ProblemKind; detail: string };

/** Makes the problem (thrown by the caller). */
export function problem(kind: ProblemKind, field: string, detail: string): GalleryProblem {
  return Object.assign(new BlockDataError(field, detail), { kind, detail });
}

/**
 * Whether an error is one of the gallery's problems: by its fields, as the
 * blocks runtime reads a block data error's `field`, so the build may copy
 * the small BlockDataError class into each chunk using it (no `instanceof`).
 */
export function isProblem(error: unknown): error is GalleryProblem {
  const fields = error as Partial<GalleryProblem> | null;
  return error instanceof Error && typeof fields?.field === 'string' && typeof fields.kind === 'string';
}
