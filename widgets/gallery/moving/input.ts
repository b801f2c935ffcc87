import { swipeDurationMs, watchSwipe } from '../../../src/gestures/swipe.ts';
import { layerCount } from '../../../src/layers/stack.ts';
import { createResizeEmitter, GALLERY_RESIZE_EMITTER_TIMEOUT_MS } from '../../../src/timing/resize-emitter.ts';
import { VIDEO_ACTIVE_CLASS } from '../../../src/video/overlay.ts';
import { motionRefused, REDUCED_MOTION_QUERY, startAutoplay } from '../autoplay.ts';
import { createPauseControl } from '../pause-control.ts';
import { inViewport, watchArrows } from '../keyboard.ts';
import { isSecondary } from '../linked.ts';
import { serverControlsOf } from '../server-controls.ts';
import type { MovingStart } from '../moving-gallery.ts';
import type { Motion } from './motion.ts';

/**
 * What moves a moving gallery besides its controls (docs/behaviour/gallery.md#gallery-input):
 * the arrow keys (the primary of linked galleries only, not in motion, not
 * under a layer, only in view), swipe, autoplay (docs/behaviour/gallery.md#gallery-autoplay)
 * and a resize, after which the view regroups. Returns the undo.
 */
export function watchInput({ container, surface, slides, settings, context, state }: MovingStart, motion: Motion): () => void {
  const undo: Array<() => void> = [];
  if (settings.keyboard) {
    const accept = () =>
      !motion.inMotion && !state.lightboxOpen && layerCount() === 0 && !isSecondary(context.id, settings.linkedGalleries) && inViewport(container);
    undo.push(watchArrows(accept, (direction) => motion.step(direction)));
  }
  undo.push(watchSwipe(surface, (direction, velocity) => motion.step(direction, swipeDurationMs(velocity, innerWidth))));
  if (settings.autoplay && !motionRefused()) {
    const count = slides.length;
    const videoShowing = () => Boolean(slides[motion.index]?.video?.classList.contains(VIDEO_ACTIVE_CLASS));
    const advance = () => {
      const { index } = motion;
      const perRow = motion.perRow();
      motion.move(
        settings.randomize && count > 1 ? (index + 1 + Math.floor(Math.random() * (count - 1))) % count : index + perRow > motion.last() ? 0 : index + perRow,
      );
    };
    const autoplay = startAutoplay(settings.autoplayMs, [container], videoShowing, advance);
    // The visible pause control sits with the others (WCAG 2.2.2: moving content can be paused).
    const pause = createPauseControl(autoplay);
    const controls = container.querySelector(':scope > .sqs-gallery-controls') ?? serverControlsOf(container);
    controls?.insertBefore(pause, controls.lastElementChild);
    const stop = () => {
      autoplay.stop();
      pause.remove();
    };
    // A visitor who asks for less motion after the page loaded: every autoplay stops then too.
    const query = matchMedia(REDUCED_MOTION_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && stop();
    query.addEventListener('change', onChange);
    undo.push(() => {
      query.removeEventListener('change', onChange);
      stop();
    });
  }
  const resize = createResizeEmitter({ timeout: GALLERY_RESIZE_EMITTER_TIMEOUT_MS });
  resize.on('end', () => motion.jump(motion.index));
  undo.push(() => resize.destroy());
  return () => undo.reverse().forEach((run) => run());
}
