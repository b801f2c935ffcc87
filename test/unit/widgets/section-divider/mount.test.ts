// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layouts } from '../../support/layouts.ts';

// The fixture's first section: a pointed edge 6vw deep, drawn by the server for a guessed size.
const FIXTURE = readFileSync(join(import.meta.dirname, '../../../../fixtures/pages/sections/divider.html'), 'utf8');
const SECTION = /<section[\s\S]*?<\/section>/.exec(FIXTURE)![0];

/** The edge's depth at its left end, its middle and its right end, from a clip path `M0,-1 L x,y … L1,-1 Z`. */
function depths(d: string | null): number[] {
  const points = (d ?? '').split(' L').map((pair) => pair.replace(/^M/, '').split(',').map(Number));
  return [0, 0.5, 1].map((x) => points.find(([px, py]) => px === x && py !== -1)![1]!);
}

// A module of its own per test: the layout batch's queue and observer are the page's one.
let mount: typeof import('../../../../widgets/section-divider/index.ts').mount;

describe('section divider mount (docs/behaviour/sections.md#section-divider)', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ mount } = await import('../../../../widgets/section-divider/index.ts'));
    Layouts.made = [];
    vi.stubGlobal('ResizeObserver', Layouts);
    document.body.innerHTML = SECTION;
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("reads no layout while it mounts: it draws after the browser's next layout, and is ready once drawn", async () => {
    const border = document.querySelector<HTMLElement>('.section-border')!;
    const clip = document.querySelector('.section-divider-clip')!;
    const sent = clip.getAttribute('d');
    const read = vi.spyOn(border, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 384));
    let ready = false;
    const mounted = mount(border).then((undo) => {
      ready = true;
      return undo;
    });
    await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    expect(ready).toBe(false);
    expect(clip.getAttribute('d')).toBe(sent);

    Layouts.layout();
    const undo = await mounted;
    // 6vw of 1280 px is 76.8 px of the border's 384: the corners at 0.8, the point at the bottom.
    expect(depths(clip.getAttribute('d'))).toEqual([0.8, 1, 0.8]);

    // Its own observer's report of the same size redraws nothing; a new size redraws.
    const write = vi.spyOn(clip, 'setAttribute');
    Layouts.layout();
    expect(write).not.toHaveBeenCalled();
    read.mockReturnValue(new DOMRect(0, 0, 1000, 768));
    Layouts.layout();
    expect(depths(clip.getAttribute('d'))).toEqual([0.9, 1, 0.9]);

    undo();
    expect(clip.getAttribute('d')).toBe(sent);
  });
});
