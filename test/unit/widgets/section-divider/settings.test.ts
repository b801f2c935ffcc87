// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readDivider, toPx } from '../../../../widgets/section-divider/settings.ts';

describe('section divider settings', () => {
  it("reads the platform's divider object", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = readDivider('section a', {
      enabled: true,
      type: 'wavy',
      width: { unit: '%', value: 25 },
      height: { unit: 'px', value: 60 },
      isFlipX: true,
      isFlipY: false,
      offset: { unit: 'px', value: 0 },
      stroke: {
        style: 'dashed',
        color: { type: 'SITE_PALETTE_COLOR', sitePaletteColor: { colorName: 'accent', alphaModifier: 0.5 } },
        thickness: { unit: 'px', value: 2 },
        dashLength: { unit: 'px', value: 5 },
        gapLength: { unit: 'px', value: 15 },
        linecap: 'round',
      },
    });
    expect(d).toMatchObject({ enabled: true, type: 'wavy', height: { value: 60, unit: 'px' }, width: { value: 25, unit: '%' }, flipX: true, flipY: false });
    expect(d.stroke).toMatchObject({ style: 'dashed', color: 'hsla(var(--accent-hsl),0.5)', linecap: 'round' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('unknown values: the default, one warning each naming the section and the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = readDivider('section b', { enabled: true, type: 'zigzag', height: { unit: 'em', value: 3 }, stroke: { style: 'dotted' } });
    expect(d.type).toBe('none');
    expect(d.height).toEqual({ value: 6, unit: 'vw' });
    expect(d.stroke.style).toBe('none');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0])).toContain('section b: divider type "zigzag"');
  });

  it("null, a theme colour or a palette name that is not an identifier: the stylesheet's colour; missing: off", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readDivider('s', null).enabled).toBe(false);
    expect(readDivider('s', { stroke: { color: { type: 'THEME_COLOR' } } }).stroke.color).toBeUndefined();
    expect(
      readDivider('s', { stroke: { color: { type: 'SITE_PALETTE_COLOR', sitePaletteColor: { colorName: 'x);background:url(//evil' } } } }).stroke.color,
    ).toBeUndefined();
  });

  it('lengths in px: vw and % of the width, vh of the viewport', () => {
    expect(toPx({ value: 6, unit: 'vw' }, 1000, 800)).toBe(60);
    expect(toPx({ value: 25, unit: '%' }, 1000, 800)).toBe(250);
    expect(toPx({ value: 10, unit: 'vh' }, 1000, 800)).toBe(80);
    expect(toPx({ value: 10, unit: 'vmin' }, 1000, 800)).toBe(80);
    expect(toPx({ value: 42, unit: 'px' }, 1000, 800)).toBe(42);
  });
});
