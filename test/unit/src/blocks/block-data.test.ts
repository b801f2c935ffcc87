// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readBlockData } from '../../../../src/blocks/block-data.ts';

function block(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('reading block data', () => {
  it('parses data-block-json, HTML-escaped as servers emit it', () => {
    expect(readBlockData(block('<div data-block="map" data-block-json="{&quot;style&quot;:1,&quot;hSize&quot;:null}"></div>'))).toEqual({
      style: 1,
      hSize: null,
    });
  });

  it('reads a child script for large data', () => {
    expect(readBlockData(block('<div data-block="gallery"><script type="application/json" data-block-json>{"design":"grid"}</script></div>'))).toEqual({
      design: 'grid',
    });
  });

  it("ignores a nested block's script", () => {
    expect(readBlockData(block('<div data-block="a"><div><script type="application/json" data-block-json>{"x":1}</script></div></div>'))).toBeUndefined();
  });

  it('gives undefined for no data or blank data', () => {
    expect(readBlockData(block('<div data-block="accordion"></div>'))).toBeUndefined();
    expect(readBlockData(block('<div data-block="accordion" data-block-json="  "></div>'))).toBeUndefined();
  });

  it('throws naming the field for invalid JSON', () => {
    try {
      readBlockData(block(`<div data-block="video" data-block-json='{"a": tru'></div>`));
      expect.unreachable();
    } catch (error) {
      expect((error as { field: string }).field).toBe('data-block-json');
      expect((error as Error).message).toMatch(/^not valid JSON/);
    }
  });
});
