// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nativeVideoFiles, pickRendition } from '../../../../src/video/native-source.ts';

const TEMPLATE = 'https://video.example/content/v1/lib/0f00/{variant}';
const item = { systemDataVariants: '1920:1080,640:360', videoCodec: 'h264', structuredContent: { alexandriaUrl: TEMPLATE, aspectRatio: 16 / 9 } };

describe('a hosted video item (docs/behaviour/video.md#native-video)', () => {
  it('names its MP4 renditions (largest first), its poster and its ratio, from an object or its JSON', () => {
    for (const raw of [item, JSON.stringify(item)]) {
      expect(nativeVideoFiles(raw)).toEqual({
        renditions: [
          { src: 'https://video.example/content/v1/lib/0f00/mp4-h264-1920:1080', width: 1920, height: 1080 },
          { src: 'https://video.example/content/v1/lib/0f00/mp4-h264-640:360', width: 640, height: 360 },
        ],
        poster: 'https://video.example/content/v1/lib/0f00/thumbnail',
        ratio: 9 / 16,
      });
    }
  });

  it('names no file without a usable template or rendition, or with a URL that is not http(s)', () => {
    for (const raw of [
      null,
      'null',
      '{',
      {},
      { ...item, systemDataVariants: 'big' },
      { ...item, structuredContent: { alexandriaUrl: 'javascript:alert(1)//{variant}' } },
      { ...item, structuredContent: { alexandriaUrl: 'https://video.example/no-variant' } },
      { ...item, videoCodec: 'h264/../x' },
    ]) {
      expect(nativeVideoFiles(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });

  it('picks the smallest rendition at least as wide as needed, else the largest', () => {
    const { renditions } = nativeVideoFiles(item)!;
    expect(pickRendition(renditions, 390).width).toBe(640);
    expect(pickRendition(renditions, 1200).width).toBe(1920);
    expect(pickRendition(renditions, 4000).width).toBe(1920);
  });
});
