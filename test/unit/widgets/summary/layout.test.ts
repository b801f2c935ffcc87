// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { layOut } from '../../../../widgets/summary/layout.ts';
import { slidesPerRowAt } from '../../../../widgets/summary/slides-per-row.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/summary/data.ts';

describe('summary layout', () => {
  it('sets the design class, column width and gutter (defaults 250 and 0), hides items past pageSize, and undoes it', () => {
    const list = document.createElement('div');
    const items = Array.from({ length: 5 }, () => list.appendChild(document.createElement('div')));
    const undo = layOut(list, items, readBlock(fields, { design: 'autogrid', pageSize: 3 }).value);
    expect(list.classList.contains('summary-design-autogrid')).toBe(true);
    expect(list.style.getPropertyValue('--summary-column-width')).toBe('250px');
    expect(list.style.getPropertyValue('--summary-gutter')).toBe('0px');
    expect(items.map((i) => i.hidden)).toEqual([false, false, false, true, true]);
    undo();
    expect(items.some((i) => i.hidden)).toBe(false);
    expect(list.className).toBe('');
  });

  it('gives the carousel a 1 px gutter by default', () => {
    const list = document.createElement('div');
    layOut(list, [], readBlock(fields, { design: 'carousel' }).value);
    expect(list.style.getPropertyValue('--summary-gutter')).toBe('1px');
  });

  it('shows at most 2 carousel items under 480 px and 3 under 724 px', () => {
    expect(slidesPerRowAt(400, 4)).toBe(2);
    expect(slidesPerRowAt(600, 4)).toBe(3);
    expect(slidesPerRowAt(600, 1)).toBe(1);
    expect(slidesPerRowAt(900, 4)).toBe(4);
  });

  it('an unknown design is the autogrid, with one problem naming the field', () => {
    expect(readBlock(fields, { design: 'spiral' })).toMatchObject({ value: { design: 'autogrid' }, problems: [{ field: 'design', refused: false }] });
  });
});
