/**
 * Any JSON value for fuzzing what reads page input (the block data
 * declarations, test/unit/widgets/tables.fuzz.test.ts; the page scanner):
 * parser-breaking strings included.
 */
import fc from 'fast-check';

/** Strings that have broken parsers before: prototype keys, markup, huge and odd code points. */
const NASTY_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'toString',
  '<img src=x onerror=alert(1)>',
  '"}',
  '\u0000',
  '\ud800',
  'NaN',
  '-1',
  '1e400',
  'x'.repeat(5000),
];

/** Any JSON value, nasty strings included, depth-limited. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS, null, true, false, 0, -0, Number.MAX_SAFE_INTEGER, 1e308, [], {}) },
);
