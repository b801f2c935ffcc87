/**
 * Where in the page's file a block's JSON went wrong (docs/behaviour/tools.md#check).
 * The parser's position counts characters of the decoded attribute; an author
 * reads the file, where each `&quot;` is six characters. This walks the
 * attribute's raw text in the file, an entity counting as one character, to
 * the line and column the author can go to.
 */

/** The source range of one attribute (jsdom's node locations). */
export interface AttributeRange {
  startOffset: number;
  endOffset: number;
}

/** The parser's position in the decoded text: "at position N", else the end (an unfinished value). */
function decodedPosition(message: string, length: number): number {
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : length;
}

/** The 1-based line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

const ENTITY = /^&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/**
 * The file offset of the decoded character at `position` of an attribute's
 * value: `html` is the whole file, `range` the attribute (`name="value"`).
 */
function attributeOffset(html: string, range: AttributeRange, position: number): number {
  const raw = html.slice(range.startOffset, range.endOffset);
  const equals = /=\s*(["']?)/.exec(raw);
  if (!equals) return range.startOffset;
  let at = equals.index + equals[0].length;
  for (let decoded = 0; decoded < position && at < raw.length; decoded++) {
    const entity = raw[at] === '&' ? ENTITY.exec(raw.slice(at)) : null;
    at += entity ? entity[0].length : 1;
  }
  return range.startOffset + at;
}

/**
 * The sentence for a JSON error in an attribute: the engine's reason
 * without its decoded position, and the line and column in the file.
 */
export function jsonErrorInFile(html: string, range: AttributeRange, decoded: string, message: string): string {
  const offset = attributeOffset(html, range, decodedPosition(message, decoded.length));
  const { line, column } = lineAndColumn(html, offset);
  const reason = message
    .replace(/^not valid JSON \(/, '')
    .replace(/\)$/, '')
    .replace(/ in JSON at position \d+( \(line \d+ column \d+\))?/, '');
  return `not valid JSON at line ${line}, column ${column} of the file (${reason})`;
}
