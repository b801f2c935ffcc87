import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontStylesheets, googleFamilies } from '../../../../modules/site-fonts/font-urls.ts';

afterEach(() => vi.restoreAllMocks());

describe('site fonts', () => {
  it('joins the Google families into one stylesheet on the fixed host, names kept readable', () => {
    expect(fontStylesheets({ googleFonts: [{ includeName: 'Lora:400,700' }, { includeName: 'Work Sans:400' }] })).toEqual([
      'https://fonts.googleapis.com/css?family=Lora:400,700|Work+Sans:400',
    ]);
  });

  it('reads googleFonts as a list or an object of entries, once per family', () => {
    expect(googleFamilies({ a: { includeName: 'Lora' }, b: { includeName: 'Lora' } })).toEqual(['Lora']);
  });

  it('skips a family that is not a name (markup, a URL) with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(googleFamilies([{ includeName: 'x"><b>' }, { includeName: '//evil.example/a.css' }, { includeName: 'Lora' }, null])).toEqual(['Lora']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toContain('googleFonts');
  });

  it('loads the kit from its fixed host; an id that is not letters and digits loads nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fontStylesheets({ website: { typekitId: 'abc1def' } })).toEqual(['https://use.typekit.net/abc1def.css']);
    expect(fontStylesheets({ website: { typekitId: '../x' } })).toEqual([]);
    expect(fontStylesheets({ website: { typekitId: '' } })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
