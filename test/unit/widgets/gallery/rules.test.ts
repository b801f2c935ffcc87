// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { controlsDisabled, landIndex } from '../../../../widgets/gallery/index-rules.ts';
import { resolveDesign } from '../../../../widgets/gallery/designs.ts';
import { carouselPerRow } from '../../../../widgets/gallery/moving/numbers.ts';
import { addressedItems, matchSlide } from '../../../../widgets/gallery/deep-link.ts';
import { settingsFrom } from '../../../../widgets/gallery/settings.ts';
import { fields } from '../../../../widgets/gallery/data.ts';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { problem } from '../../../../widgets/gallery/problem.ts';
import { withSentence } from '../../../../widgets/gallery/data-error.ts';
import { swipeDurationMs } from '../../../../src/gestures/swipe.ts';
import type { Slide } from '../../../../widgets/gallery/slides.ts';

describe('index rules', () => {
  it('wraps only with loop; clamps and says which end otherwise', () => {
    expect(landIndex(5, 4, true)).toEqual({ index: 0 });
    expect(landIndex(-1, 4, true)).toEqual({ index: 4 });
    expect(landIndex(5, 4, false)).toEqual({ index: 4, reached: 'end' });
    expect(landIndex(-1, 4, false)).toEqual({ index: 0, reached: 'beginning' });
    expect(landIndex(2, 4, false)).toEqual({ index: 2 });
  });
  it('disables the controls at the ends without loop, and always with one slide or none', () => {
    expect(controlsDisabled(0, 4, 5, false)).toEqual({ previous: true, next: false });
    expect(controlsDisabled(4, 4, 5, false)).toEqual({ previous: false, next: true });
    expect(controlsDisabled(0, 4, 5, true)).toEqual({ previous: false, next: false });
    expect(controlsDisabled(0, 0, 1, true)).toEqual({ previous: true, next: true });
  });
});

describe('designs', () => {
  it('maps names: stacked to the base design, slider to strip, slideshow to stacked; none is base', () => {
    expect(resolveDesign('stacked')).toBe('base');
    expect(resolveDesign('slider')).toBe('strip');
    expect(resolveDesign('slideshow')).toBe('stacked');
    expect(resolveDesign(undefined)).toBe('base');
    expect(resolveDesign('grid')).toBe('grid');
    // Anything else is the base design, as on the platform.
    expect(resolveDesign('spiral')).toBe('base');
    expect(resolveDesign('__proto__')).toBe('base');
  });
  it('shows 2 per row under 480 px and at most 3 under 724 px', () => {
    expect(carouselPerRow(5, 400)).toBe(2);
    expect(carouselPerRow(5, 700)).toBe(3);
    expect(carouselPerRow(5, 1000)).toBe(5);
    expect(carouselPerRow(1, 400)).toBe(1);
  });
  it('times a swipe 0.2–0.4 s under 767 px wide and 0.3–0.5 s otherwise', () => {
    expect(swipeDurationMs(0, 500)).toBe(400);
    expect(swipeDurationMs(5, 500)).toBe(200);
    expect(swipeDurationMs(0, 1200)).toBe(500);
    expect(swipeDurationMs(-5, 1200)).toBe(300);
  });
});

describe('settings', () => {
  const readSettings = (raw: unknown, design: Parameters<typeof settingsFrom>[1]) => settingsFrom(readBlock(fields, raw).value, design);
  it('gives each design its defaults and converts autoplay-duration from seconds', () => {
    expect(readSettings({}, 'grid')).toMatchObject({ slidesPerRow: 4, lightbox: true, loop: false, autoplay: false, autoplayMs: 5000 });
    expect(readSettings({}, 'autogrid')).toMatchObject({ columnWidth: 250, gutter: 0, lightbox: false });
    expect(readSettings({}, 'autorows')).toMatchObject({ rowHeight: 250, gutter: 20, lightbox: true });
    expect(readSettings({}, 'carousel')).toMatchObject({ slidesPerRow: 3, gutter: 1 });
    expect(readSettings({ 'autoplay-duration': 3, 'thumbnails-per-row': 5, imageAspectRatio: '3:2' }, 'grid')).toMatchObject({
      autoplayMs: 3000,
      slidesPerRow: 5,
      aspectRatio: 1.5,
    });
    expect(readSettings({ imageAspectRatio: 'Auto', 'aspect-ratio': 'square' }, 'grid').aspectRatio).toBeUndefined();
  });
  it('keeps the catalogue sentence for a gallery with no container', () => {
    expect(withSentence(problem('containerNotFound', '.sqs-gallery-container', '.sqs-gallery-container')).message).toBe(
      'No gallery .sqs-gallery-container container found',
    );
  });
});

describe('deep links', () => {
  const slide = (id: string, url: string) => ({ id, url }) as Slide;
  const slides = [slide('a1', '/gallery/first-photo'), slide('b2', '/gallery/second-photo'), slide('', '/gallery/third')];
  it('reads the fragment, its itemId variant, the path after the collection and the last segment', () => {
    expect(addressedItems({ hash: '#b2', pathname: '/x' })).toEqual([
      { id: 'b2', fromFragment: true },
      { id: 'x', fromFragment: false },
    ]);
    expect(addressedItems({ hash: '#itemId=a1', pathname: '/' })).toEqual([{ id: 'a1', fromFragment: true }]);
    expect(addressedItems({ hash: '', pathname: '/gallery/photos/second-photo' }, '/gallery/photos')).toEqual([
      { id: 'second-photo', fromFragment: false },
      { id: 'second-photo', fromFragment: false },
    ]);
  });
  it('matches a slide id or url exactly, then by the end of the url', () => {
    expect(matchSlide('b2', slides)).toBe(1);
    expect(matchSlide('/gallery/third', slides)).toBe(2);
    expect(matchSlide('second-photo', slides)).toBe(1);
    expect(matchSlide('photo', slides)).toBe(-1);
    expect(matchSlide('', slides)).toBe(-1);
  });
});
