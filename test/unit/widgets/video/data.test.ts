// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { VIDEO_MODE } from '../../../../src/enums/video.ts';
import { fields } from '../../../../widgets/video/data.ts';

describe('video block data, read leniently (docs/behaviour/video.md#video)', () => {
  it('takes the shared video modes; absent and the empty "unset" read as none', () => {
    expect(readBlock(fields, {}).value.mode).toBe(VIDEO_MODE.NONE);
    expect(readBlock(fields, { mode: '' })).toEqual({ value: expect.objectContaining({ mode: 'none' }), problems: [] });
    for (const mode of ['none', 'fit', 'fill']) {
      expect(readBlock(fields, { mode }).value.mode).toBe(mode);
    }
  });

  it('names the field of any other mode and uses none, never refusing the block', () => {
    for (const mode of ['cover', 'FIT', 1]) {
      const { value, problems } = readBlock(fields, { mode });
      expect(value.mode).toBe('none');
      expect(problems).toEqual([
        { field: 'mode', message: `expected one of none, fit, fill, got ${JSON.stringify(mode)}; the default is used`, refused: false },
      ]);
    }
  });

  it('shows the overlay unless told otherwise; "false" as the platform writes it turns it off', () => {
    expect(readBlock(fields, {}).value.overlay).toBe(true);
    expect(readBlock(fields, { overlay: 'false' }).value.overlay).toBe(false);
    expect(readBlock(fields, { overlay: 'yes' }).problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'overlay: expected true or false, got "yes"; the default is used',
    ]);
  });

  it("reads a real 7.0 page's video JSON without a problem (layout fields ignored)", () => {
    const real = {
      blockAnimation: 'none',
      layout: 'caption-hidden',
      overlay: true,
      description: { html: 'x' },
      hSize: null,
      floatDir: null,
      html: '<iframe src="//www.youtube.com/embed/a"></iframe>',
      url: 'https://youtu.be/a',
      width: 854,
      height: 480,
      providerName: 'YouTube',
      thumbnailUrl: 'https://i.ytimg.com/vi/a/hqdefault.jpg',
      resolvedBy: 'youtube',
    };
    expect(readBlock(fields, real).problems).toEqual([]);
  });
});
