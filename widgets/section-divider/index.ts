/**
 * The 7.1 section divider (`data-controller="SectionDivider"` on a section's
 * `.section-border`, docs/behaviour/sections.md#section-divider). The server draws the
 * section's bottom edge once, for a guessed size; this controller redraws it
 * for the section's real size whenever that changes: the border's clip path
 * (`clipPath#section-divider-ID path.section-divider-clip`) and the stroke
 * along it (`path.section-divider-stroke`). It also gives the stylesheet
 * what the platform's script gives it, through the CSSOM (strict CSP: no
 * `<style>` written): `--divider-height` and `--z-index` on the section
 * (earlier sections paint over later ones, so the cut-away part shows the
 * next section), `--previous-section-divider-offset` on the next section
 * (its background reaches up under the cut), and the stroke's colour,
 * thickness, dashes and line caps on `.section-divider-display`.
 */
import type { BlockMount, Cleanup } from '../../src/block-context.ts';
import { controller } from '../../src/sections/changes.ts';
import { readSectionJson } from '../../src/sections/read-props.ts';
import { css, readDivider, toPx, type DividerSettings } from './settings.ts';
import { dividerPaths } from './shape.ts';
import { ownDocOf } from '../../src/dom/doc.ts';
import { readThenWrite, type LayoutRead } from '../../src/dom/layout-batch.ts';

/** Sections in page order, as the platform counts them for `--z-index`. */
const SECTIONS = '.page-section, [data-course-item-footer]';

/**
 * The read of the border's and the view's sizes, which returns the redraw of
 * the edge's clip and stroke paths for them; none when the edge is drawn for
 * those sizes already (a resize report of the size it has).
 */
function edgeRead(border: HTMLElement, divider: DividerSettings, [clip, stroke]: (SVGPathElement | null)[]): LayoutRead {
  let size = '';
  return () => {
    const box = border.getBoundingClientRect();
    const root = ownDocOf(border.ownerDocument).documentElement;
    const viewport = { width: root.clientWidth, height: root.clientHeight };
    const seen = [box.width, box.height, viewport.width, viewport.height].join();
    if (seen === size) return undefined;
    size = seen;
    const paths = dividerPaths({
      type: divider.type,
      boxWidth: box.width,
      boxHeight: box.height,
      height: divider.type === 'none' ? 0 : toPx(divider.height, divider.height.unit === '%' ? box.width : viewport.width, viewport.height),
      width: divider.width ? toPx(divider.width, box.width, viewport.height) : 0,
      offset: toPx(divider.offset, box.width, viewport.height),
      flipX: divider.flipX,
      flipY: divider.flipY,
    });
    return () => {
      clip?.setAttribute('d', paths.shape);
      stroke?.setAttribute('d', paths.stroke);
    };
  };
}

/** Sets the section up and draws its edge for the border's size; ready once drawn. */
export async function mount(border: HTMLElement): Promise<Cleanup> {
  let drawn: Promise<void> | undefined;
  const undo = controller((changes) => {
    const section = border.closest<HTMLElement>('section, .page-section');
    const display = section?.querySelector<HTMLElement>('.section-divider-display');
    if (!section || !display) return;
    const where = `section ${section.getAttribute('data-section-id') ?? ''}`;
    const divider = readDivider(where, readSectionJson(section, 'data-current-context').divider);
    if (!divider.enabled) return;
    const clip = display.querySelector<SVGPathElement>('.section-divider-clip');
    const clipPath = display.querySelector<SVGClipPathElement>('clipPath');
    const stroke = display.querySelector<SVGPathElement>('.section-divider-stroke');
    const none = divider.type === 'none';

    // The section's own properties.
    const depth = none ? '0px' : css(divider.height);
    const doc = section.ownerDocument;
    const sections = Array.from(ownDocOf(doc).querySelectorAll(SECTIONS) as NodeListOf<HTMLElement>);
    const at = sections.indexOf(section);
    changes.style(section, '--divider-height', depth);
    changes.style(section, '--z-index', String(sections.length - at));
    const next = sections[at + 1];
    if (next) changes.style(next, '--previous-section-divider-offset', depth);

    const { stroke: s } = divider;
    const thick = s.style !== 'none' && s.thickness.value > 0;
    if (s.color) changes.style(display, '--section-divider-stroke-color', s.color);
    changes.style(display, '--stroke-thickness', thick ? css(s.thickness) : '0');
    changes.style(display, '--stroke-dasharray', thick && s.style === 'dashed' ? `${css(s.dashLength)} calc(${css(s.thickness)} + ${css(s.gapLength)})` : '0');
    changes.style(display, '--stroke-linecap', s.style === 'dashed' ? s.linecap : 'square');
    // The server's style attribute carries the clip; a page under a strict CSP drops it, so it is set through the CSSOM too.
    if (clipPath?.id && !border.style.clipPath) changes.style(border, 'clip-path', `url("#${clipPath.id}")`);

    for (const path of [clip, stroke]) {
      const before = path?.getAttribute('d');
      if (path && before !== null && before !== undefined) changes.add(() => path.setAttribute('d', before));
    }
    const measure = edgeRead(border, divider, [clip, stroke]);
    const resized = new ResizeObserver(() => measure()?.());
    resized.observe(border);
    changes.add(() => resized.disconnect());
    // The first draw reads the layout with the other mounts' reads, once the
    // browser has laid the page out: read in each divider's mount, it made the
    // browser lay the whole page out again for each, while the view's other
    // blocks were still mounting (docs/behaviour/sections.md#section-divider).
    drawn = readThenWrite(measure);
  });
  try {
    await drawn;
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

mount satisfies BlockMount;
