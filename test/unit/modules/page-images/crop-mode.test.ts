// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cropModeFor } from '../../../../modules/page-images/crop-mode.ts';

const img = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector('img')!;
};

describe('page images: how each image is placed', () => {
  it('a section background, a fixed-ratio box and a fill box are covered (cropped around the focal point)', () => {
    expect(cropModeFor(img('<div class="section-background"><img data-src="a"></div>'))).toBe('cover');
    expect(cropModeFor(img('<div class="has-aspect-ratio"><img data-src="a"></div>'))).toBe('cover');
    expect(cropModeFor(img('<div class="content-fill"><img data-src="a"></div>'))).toBe('cover');
  });
  it('a fit box is contained; anything else is left to the stylesheet', () => {
    expect(cropModeFor(img('<div class="content-fit"><img data-src="a"></div>'))).toBe('contain');
    expect(cropModeFor(img('<ul class="user-items-list-simple"><li><img data-src="a"></li></ul>'))).toBe('none');
  });
});
