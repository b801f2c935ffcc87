/**
 * docs/behaviour.md holds each behaviour once: merges of long-lived branches
 * have twice brought back whole runs of sections (63 once, 8 another time),
 * and two copies drift apart as soon as one is edited.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const text = readFileSync(new URL('../../../docs/behaviour.md', import.meta.url), 'utf8');
const twice = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);

describe('docs/behaviour.md', () => {
  it('has each anchor and each section heading once', () => {
    expect(twice([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!))).toEqual([]);
    expect(twice([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!))).toEqual([]);
  });
});
