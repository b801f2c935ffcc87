import type { HighlightSettings } from './data.ts';
import { HIGHLIGHT_SHAPES } from './shapes.ts';
import { scalePath } from './scale-path.ts';
import { ownDoc } from '../../src/dom/doc.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** One drawn line of a highlight: its SVG, its path, and how far the stroke travels (its width). */
export interface Segment {
  svg: SVGSVGElement;
  path: SVGPathElement;
  distance: number;
}

/** Where a host's marks are: each line box (relative to the host) with its mark's font size. */
export type MarkBoxes = { left: number; top: number; width: number; height: number; fontSize: number }[];

/**
 * Reads where each line box of each mark is, relative to the host (reads
 * only: the drawing, {@link drawSegments}, writes).
 */
export function measureMarks(host: HTMLElement, marks: HTMLElement[]): MarkBoxes {
  const origin = host.getBoundingClientRect();
  return marks.flatMap((mark) => {
    const fontSize = parseFloat(getComputedStyle(mark).fontSize) || 16;
    return Array.from(mark.getClientRects())
      .filter((rect) => rect.width > 0)
      .map((rect) => ({ left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height, fontSize }));
  });
}

/**
 * Lays one SVG per line box of the marks measured over the host, with the
 * shape's path stroked as configured. Built hidden from assistive
 * technology: the text itself is what is read.
 */
export function drawSegments(layer: HTMLElement, boxes: MarkBoxes, settings: HighlightSettings): Segment[] {
  const value = parseFloat(settings.thickness);
  return boxes.map((rect) => {
    const strokePx = settings.thickness.endsWith('em') ? value * rect.fontSize : value;
    const svg = ownDoc.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${rect.width} ${rect.height}`);
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    svg.style.left = `${rect.left}px`;
    svg.style.top = `${rect.top}px`;
    svg.style.width = `${rect.width}px`;
    svg.style.height = `${rect.height}px`;
    svg.style.mixBlendMode = settings.blend;
    const path = ownDoc.createElementNS(SVG, 'path');
    path.setAttribute('d', scalePath(HIGHLIGHT_SHAPES[settings.shape], rect.width, rect.height));
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', settings.color);
    path.setAttribute('stroke-linecap', settings.linecap);
    path.setAttribute('stroke-linejoin', 'round');
    // The marker is a broad band behind the text; the others a line of the configured thickness.
    path.setAttribute('stroke-width', String(settings.shape === 'marker' ? rect.height * 0.6 : strokePx));
    path.setAttribute('pathLength', '1');
    path.setAttribute('opacity', String(settings.opacity));
    svg.append(path);
    layer.append(svg);
    return { svg, path, distance: rect.width };
  });
}
