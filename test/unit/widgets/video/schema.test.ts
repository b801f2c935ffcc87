// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBlockData } from '../../../../src/block-data.ts';
import { VIDEO_MODE, isValidVideoMode } from '../../../../src/enums/video.ts';
import { schema } from '../../../../widgets/video/schema.ts';

describe('video block data: the mode (behaviour.md#video)', () => {
  it('takes the shared video modes and the empty "unset", defaulting to none', () => {
    expect(parseBlockData(schema, {}).mode).toBe(VIDEO_MODE.NONE);
    for (const mode of ['none', 'fit', 'fill', '']) {
      expect(parseBlockData(schema, { mode }).mode).toBe(mode);
      expect(isValidVideoMode(mode)).toBe(true);
    }
  });

  it('names the field of any other mode', () => {
    for (const mode of ['cover', 'FIT', 1]) {
      expect(() => parseBlockData(schema, { mode })).toThrow(expect.objectContaining({ field: 'mode' }));
      expect(isValidVideoMode(mode)).toBe(false);
    }
  });
});
