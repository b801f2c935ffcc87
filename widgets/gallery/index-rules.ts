/**
 * The gallery's index rules (docs/behaviour/gallery.md#gallery), as pure functions.
 */

/** Where a move ended when it hit an end without loop. */
export type Reached = 'beginning' | 'end';

/**
 * The index a move to `target` lands on: wrapped with loop, else clamped
 * to `0…last`, saying which end it reached when it was clamped.
 */
export function landIndex(target: number, last: number, loop: boolean): { index: number; reached?: Reached } {
  if (last <= 0) return { index: 0, ...(target < 0 ? { reached: 'beginning' as const } : target > 0 ? { reached: 'end' as const } : {}) };
  if (loop) {
    const span = last + 1;
    return { index: ((target % span) + span) % span };
  }
  if (target < 0) return { index: 0, reached: 'beginning' };
  if (target > last) return { index: last, reached: 'end' };
  return { index: target };
}

/** Whether the previous and next controls are disabled: at the ends without loop, and always with one slide or none. */
export function controlsDisabled(index: number, last: number, count: number, loop: boolean): { previous: boolean; next: boolean } {
  if (count <= 1) return { previous: true, next: true };
  return { previous: !loop && index <= 0, next: !loop && index >= last };
}
