// @vitest-environment node
/**
 * The social links block's data: the links are the server's markup, so no value refuses them; a script address it cannot read loads no script, with one problem.
 * (docs/behaviour/blocks.md#block-data-declaration)
 */
import { describe, expect, it } from 'vitest';
import { readBlock } from '../../../../src/block-data/read-block.ts';
import { fields } from '../../../../widgets/social-links/data.ts';

const read = (raw: unknown) => readBlock(fields, raw);

describe('social-links data', () => {
  it('reads what the platform writes without a word, and drops the fields it does not read', () => {
    expect(read({ followScriptUrl: '/follow.js', iconAlignment: 'center' })).toEqual({ value: { followScriptUrl: '/follow.js' }, problems: [] });
  });

  it('nothing, null and {} are the defaults, silently', () => {
    for (const raw of [undefined, null, {}]) expect(read(raw)).toEqual({ value: {}, problems: [] });
  });

  it.each([
    ['an address that is a number', { followScriptUrl: 1 }, 'followScriptUrl', 'expected text, got 1; the default is used'],
    ['an address of null', { followScriptUrl: null }, 'followScriptUrl', 'expected text, got null; the default is used'],
    ['an address in a list', { followScriptUrl: ['/follow.js'] }, 'followScriptUrl', 'expected text, got ["/follow.js"]; the default is used'],
  ])('%s: the default, one warning, never a refusal', (_, raw, field, message) => {
    expect(read(raw)).toEqual({ value: {}, problems: [{ field, message, refused: false }] });
  });

  it('data that is not an object is the defaults, with one warning', () => {
    expect(read('social-links')).toEqual({
      value: {},
      problems: [{ field: '(root)', message: 'expected an object, got "social-links"; the defaults are used', refused: false }],
    });
  });
});
