/**
 * docs/behaviour/ holds each behaviour once: merges of long-lived branches have twice brought back
 * whole runs of sections (63 once, 8 another time), and two copies drift apart as soon as one is
 * edited. One paragraph copied into another section did too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../../docs/behaviour/', import.meta.url);
const texts = readdirSync(dir).map((name) => readFileSync(new URL(name, dir), 'utf8'));
const twice = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);

describe('docs/behaviour/', () => {
  it('has each anchor and each section heading once, across its pages', () => {
    expect(twice(texts.flatMap((text) => [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!)))).toEqual([]);
    expect(twice(texts.flatMap((text) => [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!)))).toEqual([]);
  });

  it('has each paragraph once', () => {
    const paragraphs = texts.flatMap((text) =>
      text
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter((p) => p.length > 80),
    );
    expect(twice(paragraphs)).toEqual([]);
  });
});
