/**
 * SVG elements built node by node (docs/behaviour/charts.md#charts): never markup
 * from a string, so a label from the page's data is only ever text; looks
 * are presentation attributes, which a strict CSP allows.
 */
import { ownDoc } from '../dom/doc.ts';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes (numbers written as they are), appended to `parent` when given. */
export function svg<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number>, parent?: Element): SVGElementTagNameMap[K] {
  const element = ownDoc.createElementNS(NS, name);
  for (const key in attributes) element.setAttribute(key, String(attributes[key]));
  parent?.append(element);
  return element;
}

/** A text element with `content`, appended to `parent`. */
export const svgText = (parent: Element, content: string, attributes: Record<string, string | number>): SVGTextElement => {
  const text = svg('text', attributes, parent);
  text.textContent = content;
  return text;
};

/** A tooltip for a mark (an SVG `<title>` child): what the mark stands for, for a pointer. */
export const tooltip = (mark: Element, content: string): void => void svgText(mark, content, {});
