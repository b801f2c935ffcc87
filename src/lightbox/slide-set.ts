import { restoreOverlay } from '../video/overlay.ts';
import type { LightboxFrame } from './frame.ts';
import { DISABLED_CLASS } from './numbers.ts';
import { buildSlideContent } from './slide-content.ts';
import type { LightboxItem } from './types.ts';

/** The lightbox's slides as shown (docs/behaviour/layers.md#lightbox). */
export interface SlideSet {
  /** Shows slide `index`: its theme, the current slide only reachable, content built around it, controls at the ends. */
  show(index: number): void;
  /** Undoes the video overlays built so far. */
  destroy(): void;
}

/** Slide content is built when the slide is current or next to it, once. */
export function createSlideSet(frame: LightboxFrame, items: LightboxItem[], loop: boolean): SlideSet {
  const count = items.length;
  const built = new Set<number>();
  const undoVideo: Array<() => void> = [];
  const build = (i: number) => {
    if (built.has(i) || i < 0 || i >= count) return;
    built.add(i);
    const { figure, undo } = buildSlideContent(items[i]!);
    if (undo) undoVideo.push(undo);
    frame.slides[i]!.append(figure);
  };
  return {
    show(index) {
      frame.root.classList.toggle('sqs-lightbox--light', items[index]?.theme === 'light');
      frame.track.style.setProperty('--sqs-lightbox-index', String(index));
      frame.slides.forEach((slide, i) => {
        const current = i === index;
        slide.classList.toggle('sqs-active-slide', current);
        // Off-screen slides are out of reach of Tab and assistive technology.
        slide.inert = !current;
        if (current) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
        if (!current) {
          const wrapper = slide.querySelector<HTMLElement>('.sqs-video-wrapper');
          if (wrapper) restoreOverlay(wrapper);
        }
      });
      for (const i of [index - 1, index, index + 1]) build(loop ? (i + count) % count : i);
      const atStart = !loop && index === 0;
      const atEnd = !loop && index === count - 1;
      for (const [control, disabled] of [
        [frame.previous, atStart || count <= 1],
        [frame.next, atEnd || count <= 1],
      ] as const) {
        control.classList.toggle(DISABLED_CLASS, disabled);
        control.setAttribute('aria-disabled', String(disabled));
      }
    },
    destroy: () => undoVideo.forEach((undo) => undo()),
  };
}
