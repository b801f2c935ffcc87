/**
 * A platform-hosted video (a content item with `recordTypeLabel`
 * "sqsp-hosted-video", docs/behaviour/video.md#native-video): where its files are.
 * Its `alexandriaUrl` is a template ending in `{variant}`; the MP4 renditions
 * listed in `systemDataVariants` ("1920:1080,640:360") are the variants
 * `mp4-CODEC-W:H`, its poster frame the variant `thumbnail`. MP4 (H.264)
 * plays in every browser's `<video>`, so no streaming script is needed.
 * Shared by the video block and the section's background video.
 */

/** One rendition. */
export interface NativeRendition {
  src: string;
  width: number;
  height: number;
}

/** What a `<video>` needs to play the item. */
export interface NativeVideoFiles {
  /** Largest first. */
  renditions: NativeRendition[];
  poster: string;
  /** Height / width, for the box before the video's own size is known. */
  ratio: number;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The template, when it is an http(s) URL with one `{variant}` in its path: anything else picks no file. */
function template(item: Record<string, unknown>): string | undefined {
  const url = textOf(item.alexandriaUrl) || textOf(record(item.structuredContent).alexandriaUrl);
  if (url.split('{variant}').length !== 2) return undefined;
  try {
    // Relative to the page, as a browser reads the `src` it becomes.
    const parsed = new URL(url.replace('{variant}', 'v'), location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the item (an object, or its JSON text); undefined when it names no
 * playable file (no template, no rendition): the caller says which field.
 */
export function nativeVideoFiles(raw: unknown): NativeVideoFiles | undefined {
  let item: Record<string, unknown>;
  try {
    item = record(typeof raw === 'string' ? JSON.parse(raw) : raw);
  } catch {
    return undefined;
  }
  const url = template(item);
  if (!url) return undefined;
  const codec = textOf(item.videoCodec) || textOf(record(item.structuredContent).videoCodec) || 'h264';
  if (!/^[a-z0-9]+$/i.test(codec)) return undefined;
  const renditions = textOf(item.systemDataVariants)
    .split(',')
    .map((variant) => /^(\d+):(\d+)$/.exec(variant.trim()))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[1]) > 0 && Number(match[2]) > 0)
    .map(([variant, width, height]) => ({ src: url.replace('{variant}', `mp4-${codec}-${variant}`), width: Number(width), height: Number(height) }))
    .sort((a, b) => b.width - a.width);
  if (!renditions.length) return undefined;
  const aspect = Number(item.aspectRatio ?? record(item.structuredContent).aspectRatio);
  const ratio = aspect > 0 && Number.isFinite(aspect) ? 1 / aspect : renditions[0]!.height / renditions[0]!.width;
  return { renditions, poster: url.replace('{variant}', 'thumbnail'), ratio };
}

/** The smallest rendition at least `needed` device pixels wide, else the largest: no 1080p file for a phone's 390 px box. */
export function pickRendition(renditions: NativeRendition[], needed: number): NativeRendition {
  return [...renditions].reverse().find((rendition) => rendition.width >= needed) ?? renditions[0]!;
}
