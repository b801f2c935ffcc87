// @vitest-environment node
/**
 * The embed block's data: the embed is the server's markup, so no value refuses it; text it cannot read is left out with one problem.
 * (docs/behaviour/blocks.md#block-data-declaration)
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/embed/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('embed data', () => {
  it('reads what the platform writes without a word, and drops the fields it does not read', () => {
    expect(
      read({
        html: '<iframe src="https://example.test/v"></iframe>',
        url: 'https://example.test/v',
        resolvedBy: 'oembed',
        providerName: 'Example',
        width: 640,
      }),
    ).toEqual({
      value: { html: '<iframe src="https://example.test/v"></iframe>', url: 'https://example.test/v', resolvedBy: 'oembed', providerName: 'Example' },
      problems: [],
    });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: {}, problems: [] });
  });

  it.each([
    ['a url that is a number', { url: 5 }, 'url', 'expected text, got 5; the default is used'],
    ['a url of null', { url: null }, 'url', 'expected text, got null; the default is used'],
    ['html that is an object', { html: { tag: 'iframe' } }, 'html', 'expected text, got {"tag":"iframe"}; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: {}, problems: [{ field, message, refused: false }] });
  });

  it('data that is not an object is the defaults, with one warning', () => {
    expect(read('embed')).toEqual({
      value: {},
      problems: [{ field: '(root)', message: 'expected an object, got "embed"; the defaults are used', refused: false }],
    });
  });
});
