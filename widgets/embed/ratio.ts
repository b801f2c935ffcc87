/**
 * An iframe's aspect ratio (width / height) from its `width` and `height`
 * attributes, as providers write them; undefined when either is missing or
 * not a positive number of pixels (a percentage says nothing of the ratio).
 */
export function iframeRatio(iframe: Element): number | undefined {
  const width = Number(iframe.getAttribute('width'));
  const height = Number(iframe.getAttribute('height'));
  return width > 0 && height > 0 ? width / height : undefined;
}
