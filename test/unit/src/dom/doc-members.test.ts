// @vitest-environment jsdom
/**
 * Named elements replace `document`'s own members ([LegacyOverrideBuiltIns]:
 * `<img name="createElement">`, `<form name="body">`): the runtime takes every
 * member through the prototypes instead (`ownDoc` and `ownDocOf(doc)` in src/dom/doc.ts;
 * docs/security.md#named-members). This test reads the
 * source of loader/, src/, widgets/ and modules/ and fails on any direct
 * `document.<member>` in code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownDoc } from '../../../../src/dom/doc.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const FOLDERS = ['loader', 'src', 'widgets', 'modules'];

/**
 * Members no element can replace, with the reason. Empty today: add one only with
 * the reason it cannot be clobbered (an [LegacyUnforgeable] own property of
 * `document`, such as `location`, is the only kind).
 */
const ALLOWED: Record<string, string> = {
  location: '[LegacyUnforgeable] own property of every document: no named element replaces it',
};

/**
 * A document member read in code: `document.X`, any window's `win.document.X` or
 * `parent.document.X`, and an element's `ownerDocument.X` (each is a real document, and a
 * named element in it shadows X all the same).
 */
const DOCUMENT_MEMBER =
  /(?:(?<![\w$-])(?:[\w$\])]+\s*(?:\?\.|\.)\s*)?document|(?<![\w$])ownerDocument)\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|(?<![\w$.-])document\s*\[/g;

/**
 * A method called on `window` (or `win`, `self`, `globalThis`) that is not one of the window's
 * own members: named access puts page elements on `window` under any other name
 * (`window.FS(…)`, `window.gtag(…)` would call an `<img name>`); such a global is read with
 * `own()` (loader/own.ts). The window's own members (jsdom's, here) come first in the lookup.
 */
const WINDOW_CALL = /(?<![\w$.-])(?:window|win|self|globalThis)\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)\s*\(/g;

/** Code without its comments; strings and template literals are kept (they may hold code too). */
const withoutComments = (source: string): string =>
  source.replace(
    /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (match, literal: string | undefined) => literal ?? match.replace(/[^\n]/g, ' '),
  );

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      // Visitor probes (`probe.ts`) are test tooling run through Playwright, never shipped to a page's runtime.
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && entry.name !== 'probe.ts')
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

describe('document members come from the prototypes', () => {
  it('no direct document.<member> (of any document) in loader/, src/, widgets/ or modules/', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const lines = withoutComments(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(DOCUMENT_MEMBER)) {
          if (match[1] && Object.hasOwn(ALLOWED, match[1])) continue;
          found.push(`${file.slice(ROOT.length + 1)}:${index + 1}: ${match[0]}`);
        }
        for (const match of line.matchAll(WINDOW_CALL)) {
          if (!(match[1]! in window)) found.push(`${file.slice(ROOT.length + 1)}:${index + 1}: ${match[0]}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('the scan sees direct uses on any document, and not one in a comment', () => {
    const uses = (code: string) => [...withoutComments(code).matchAll(DOCUMENT_MEMBER)].map((m) => m[1]);
    expect(uses('const a = document.createElement("a"); // document.body\n/* document.head */ win.document.title; el.ownerDocument.body')).toEqual([
      'createElement',
      'title',
      'body',
    ]);
    expect(uses('parent.document.documentElement; win.document?.addEventListener; frame.contentWindow!.document.body; ownDocOf(win.document).body')).toEqual([
      'documentElement',
      'addEventListener',
      'body',
    ]);
    const calls = (code: string) => [...withoutComments(code).matchAll(WINDOW_CALL)].map((m) => m[1]);
    expect(calls('window.addEventListener("x", f); win.FS("a"); self.gtag(1); mywindow.x(); window.SiteRuntime')).toEqual(['addEventListener', 'FS', 'gtag']);
  });

  it('ownDoc reads the prototype, not a member a named element put on document', () => {
    const img = Object.assign(document.createElement('img'), { name: 'body' });
    for (const name of ['body', 'createElement', 'addEventListener']) Object.defineProperty(document, name, { value: img, configurable: true });
    try {
      expect(ownDoc.body).toBe(Reflect.get(Document.prototype, 'body', document));
      expect(ownDoc.createElement('p').localName).toBe('p');
      let heard = 0;
      ownDoc.addEventListener('qa-test', () => heard++);
      document.dispatchEvent(new Event('qa-test'));
      expect(heard).toBe(1);
      // Nothing is written through it: a write throws rather than landing anywhere but the document.
      expect(() => Object.assign(ownDoc, { title: 'Set' })).toThrow(TypeError);
    } finally {
      for (const name of ['body', 'createElement', 'addEventListener']) delete (document as unknown as Record<string, unknown>)[name];
    }
  });
});
