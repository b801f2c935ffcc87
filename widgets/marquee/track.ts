import { ownDoc } from '../../src/dom/doc.ts';
import { readThenWrite } from '../../src/dom/layout-batch.ts';
import type { MarqueeProps } from './data.ts';
import { wavePath } from './wave.ts';

/** Space between items, in ems. */
const GAP = '\u2003\u2003';
const SVG = 'http://www.w3.org/2000/svg';
let pathCounter = 0;

/** The marquee's text on its wave: drawn for the host's width, placed at an offset along the path. */
export interface MarqueeTrack {
  /**
   * Rebuilds the wave and repeats the text to cover it, sets `data-marquee-copies`; measured at the
   * page's next layout with every other block's reads (docs/behaviour/blocks.md#layout-batch), settles once drawn.
   */
  draw(): Promise<void>;
  /** Moves the text to `offset` px along the path. */
  place(offset: number): void;
  /** The length of one sequence of the items, 0 before the first draw or with no text. */
  sequenceLength(): number;
  remove(): void;
}

/**
 * Adds the SVG track (hidden from assistive technology: its repeats would be
 * read over and over) and one readable copy of the text to `host`.
 */
export function createTrack(element: HTMLElement, host: HTMLElement, props: MarqueeProps): MarqueeTrack {
  const sequence = props.marqueeItems.map((item) => item.text + GAP).join('');
  const srText = ownDoc.createElement('p');
  srText.className = 'marquee-sr-text';
  srText.textContent = props.marqueeItems.map((item) => item.text).join(' ');
  const svg = ownDoc.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'marquee-track');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = ownDoc.createElementNS(SVG, 'path');
  path.id = `marquee-path-${++pathCounter}`;
  path.setAttribute('fill', 'none');
  const text = ownDoc.createElementNS(SVG, 'text');
  const textPath = ownDoc.createElementNS(SVG, 'textPath');
  textPath.setAttribute('href', `#${path.id}`);
  text.append(textPath);
  svg.append(path, text);
  host.append(srText, svg);

  let sequenceLength = 0;
  let removed = false;
  const draw = () => {
    // One sequence, measured by the read below: its length is the text's own, whatever the path.
    textPath.textContent = sequence;
    return readThenWrite(() => {
      const fontSize = parseFloat(getComputedStyle(host).fontSize) || 16;
      const width = host.clientWidth;
      const measured = sequence ? (text.getComputedTextLength?.() ?? 0) : 0;
      return () => {
        if (removed) return;
        const wave = wavePath(width, fontSize, props.waveFrequency, props.waveIntensity);
        path.setAttribute('d', wave.d);
        svg.setAttribute('viewBox', `0 0 ${wave.width} ${wave.height}`);
        svg.setAttribute('height', String(wave.height));
        // Enough repeats to cover the path, and one more for the wrap.
        sequenceLength = measured;
        const copies = measured > 0 ? Math.ceil(wave.length / measured) + 1 : 1;
        textPath.textContent = sequence.repeat(copies);
        element.setAttribute('data-marquee-copies', String(copies));
      };
    });
  };
  return {
    draw,
    place: (offset) => textPath.setAttribute('startOffset', String(Math.round(offset * 100) / 100)),
    sequenceLength: () => sequenceLength,
    remove: () => {
      removed = true;
      srText.remove();
      svg.remove();
    },
  };
}
