import { enqueue } from '../../../src/blocks/mount-queue.ts';
import { adoptStyles } from '../../../src/chrome/dialog/adopt-styles.ts';
import { createControls } from '../controls.ts';
import { adoptServerControls } from '../server-controls.ts';
import { controlsDisabled } from '../index-rules.ts';
import { registerGallery } from '../linked.ts';
import type { MovingGallery, MovingStart } from '../moving-gallery.ts';
import type { MovingDesign } from './design.ts';
import { watchInput } from './input.ts';
import { returnFocusOnClose } from './focus-return.ts';
import { createMotion } from './motion.ts';
import { labelSlides } from './slide-roles.ts';
import MOVING_CSS from './moving.css?raw';

/**
 * Starts a moving design in the next free slice of the main thread: every
 * gallery of a design waits for the same chunk, and starting them all when
 * it arrives would be one long task (docs/behaviour/gallery.md#gallery-first-view).
 */
export function startMovingSliced(start: MovingStart, design: MovingDesign): Promise<MovingGallery> {
  return enqueue(() => startMoving(start, design));
}

/**
 * Starts a moving design (docs/behaviour/gallery.md#gallery): its styles, the layout, the
 * index rules, the previous and next controls, the design's own part, the
 * carousel roles, the link to other galleries and the input, then shows the
 * slide the address named (or the first).
 */
function startMoving(start: MovingStart, design: MovingDesign): MovingGallery {
  adoptStyles('gallery-moving', MOVING_CSS);
  adoptStyles(`gallery-${design.name}`, design.css);
  const { container, slides, settings, context } = start;
  const undo: Array<() => void> = [start.layOut()];
  const perRow = design.perRow ? () => design.perRow!(start) : () => 1;
  const motion = createMotion(start, design, perRow);
  undo.push(() => motion.stop());

  // The server's own arrows when the markup has them (7.0), never a second set beside them.
  const served = adoptServerControls(container, (direction) => motion.step(direction));
  const controls = served ?? createControls((direction) => motion.step(direction));
  if (served) undo.push(served.stop);
  motion.onRender((index) => controls.setDisabled(controlsDisabled(index, motion.last(), slides.length, settings.loop)));
  const part = design.part?.(motion, start);
  for (const extra of [served ? undefined : controls.element, part?.element]) {
    if (!extra) continue;
    container.append(extra);
    undo.push(() => extra.remove());
  }
  if (part?.afterRender) motion.onRender(part.afterRender);
  if (part?.stop) undo.push(part.stop);
  undo.push(labelSlides(container, slides));
  undo.push(returnFocusOnClose(start.state, slides, motion));
  undo.push(
    registerGallery(
      context.id,
      {
        get inMotion() {
          return motion.inMotion;
        },
        follow: (i) => motion.move(i, { fromLink: true }),
      },
      settings.linkedGalleries,
    ),
  );
  undo.push(watchInput(start, motion));
  motion.jump(start.startAt);
  return {
    reveal(index) {
      if (!motion.visible(index)) motion.move(index - (index % perRow()), { fromLink: true });
    },
    stop: () => undo.reverse().forEach((run) => run()),
  };
}
