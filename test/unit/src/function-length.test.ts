/**
 * Functions of at most 60 lines (docs/architecture.md#code-style): a longer
 * one does more than one thing. This test reads loader/, src/, widgets/ and
 * modules/ and measures every function declaration, arrow function with a
 * block body and method, from its first line to its closing brace. The
 * ones still over the line are listed below with their length today: the
 * list may only shrink (a listed function that grows fails, and so does one
 * that has come under the line and is still listed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['loader', 'src', 'widgets', 'modules'];
const MOST = 60;

/** The functions over the line today, by `file:name`, with their length: to be split, never to grow. */
const KNOWN_LONG: Record<string, number> = {
};

/** Code with its comments, strings and template literals blanked (their braces are not code's). */
const blanked = (source: string): string =>
  source.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/[^\n]*|\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[dgimsuvy]*(?=\s*[.,;)\]}]|$)/gm, (match) =>
    match.replace(/[^\n]/g, ' '),
  );

/** A line that opens a named function, arrow function or method body. */
const OPENS = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+(\w+)|^\s*(?:export\s+)?(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::\s*[^=]+)?=>\s*\{\s*$|^\s+(?:async\s+)?(?!if\b|for\b|while\b|switch\b|catch\b|return\b)(\w+)\s*\([^)]*\)\s*(?::\s*[^{]+)?\{\s*$/;

/** Every function of `source` over the line: `name` → its length in lines. */
function longFunctions(source: string): Map<string, number> {
  const lines = blanked(source).split('\n');
  const long = new Map<string, number>();
  lines.forEach((line, start) => {
    const match = OPENS.exec(line);
    if (!match) return;
    let depth = 0;
    let opened = false;
    for (let end = start; end < lines.length; end++) {
      for (const char of lines[end]!) {
        if (char === '{') (depth++, (opened = true));
        else if (char === '}') depth--;
      }
      if (opened && depth <= 0) {
        const length = end - start + 1;
        const name = match[1] ?? match[2] ?? match[3]!;
        if (length > MOST) long.set(long.has(name) ? `${name}@${start + 1}` : name, length);
        return;
      }
    }
  });
  return long;
}

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

describe('functions of at most 60 lines', () => {
  it('measures a function to its closing brace, braces in strings, comments and patterns aside', () => {
    const body = Array.from({ length: 60 }, (_, i) => `  call${i}('}', /[}]/, \`{\`); // }`).join('\n');
    expect(longFunctions(`export function long() {\n${body}\n}\nfunction short() {\n  return 1;\n}\n`)).toEqual(new Map([['long', 62]]));
    expect(longFunctions(`const arrow = (a: number): void => {\n${body}\n};\n`)).toEqual(new Map([['arrow', 62]]));
    expect(longFunctions(`class A {\n  method(x) {\n${body}\n  }\n}\n`)).toEqual(new Map([['method', 62]]));
  });

  it('no function over 60 lines beyond the known ones, and none of those longer than it was', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles()) {
      for (const [name, length] of longFunctions(readFileSync(file, 'utf8'))) found[`${relative(ROOT, file)}:${name}`] = length;
    }
    const grown = Object.entries(found).filter(([key, length]) => !(key in KNOWN_LONG) || length > KNOWN_LONG[key]!);
    expect(grown, 'split these (docs/architecture.md#code-style)').toEqual([]);
    const gone = Object.keys(KNOWN_LONG).filter((key) => !(key in found));
    expect(gone, 'now within the line: take them off KNOWN_LONG').toEqual([]);
  });
});
