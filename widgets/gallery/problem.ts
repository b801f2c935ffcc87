/**
 * A gallery that cannot start (docs/behaviour.md#gallery): which check
 * failed, the field at fault and the detail. Its catalogue sentence is
 * added by ./data-error.ts, loaded only when a gallery fails, so the first
 * view of every working gallery does not carry the error texts.
 */
export type ProblemKind = 'containerNotFound' | 'unknownDesign' | 'evaluateError' | 'unknownTransition';

/** An error naming its field, as the block lifecycle reads it, with the kind of problem. */
export type GalleryProblem = Error & { field: string; kind: ProblemKind; detail: string };

/** Makes the problem (thrown by the caller). */
export function problem(kind: ProblemKind, field: string, detail: string): GalleryProblem {
  return Object.assign(new Error(detail), { field, kind, detail });
}

/** Whether an error is one of the gallery's problems. */
export function isProblem(error: unknown): error is GalleryProblem {
  return error instanceof Error && typeof (error as Partial<GalleryProblem>).kind === 'string' && typeof (error as Partial<GalleryProblem>).field === 'string';
}
