// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MessageFormatError, formatMessage, parseMessage } from '../../../../src/messages/format-message.ts';
import type { MessageArgs } from '../../../../src/messages/format-message.ts';

describe('formatMessage', () => {
  const CASES: ReadonlyArray<[string, string, MessageArgs, string, string?]> = [
    ['plain text', 'Hello', {}, 'Hello'],
    ['a placeholder', 'The file {fileName} is big', { fileName: 'a.png' }, 'The file a.png is big'],
    ['spaces inside braces', '{ name }!', { name: 'Ann' }, 'Ann!'],
    ['a repeated placeholder', '{host} or {host}', { host: 'x.com' }, 'x.com or x.com'],
    ['numbers localised', '{n} rows', { n: 12345 }, '12,345 rows'],
    ['null as empty', '[{v}]', { v: null }, '[]'],
    ['number type', '{n, number}', { n: 1234.5 }, '1,234.5'],
    ['plural one', '{n, plural, one {# item} other {# items}}', { n: 1 }, '1 item'],
    ['plural other', '{n, plural, one {# item} other {# items}}', { n: 5 }, '5 items'],
    ['plural zero uses other in English', '{n, plural, one {# item} other {# items}}', { n: 0 }, '0 items'],
    ['=N beats a category', '{n, plural, =1 {One item} one {# item} other {# items}}', { n: 1 }, 'One item'],
    ['=0', '{n, plural, =0 {none} other {#}}', { n: 0 }, 'none'],
    ['=N with decimals', '{n, plural, =1.5 {one and a half} other {#}}', { n: 1.5 }, 'one and a half'],
    [
      'offset shifts # and the category',
      '{n, plural, offset:1 =0 {nobody} =1 {just you} one {you and # other} other {you and # others}}',
      { n: 2 },
      'you and 1 other',
    ],
    ['offset: =N matches before the offset', '{n, plural, offset:1 =1 {just you} other {you and # others}}', { n: 1 }, 'just you'],
    ['offset other', '{n, plural, offset:1 =1 {just you} other {you and # others}}', { n: 4 }, 'you and 3 others'],
    ['# grouped', '{n, plural, other {# items}}', { n: 1500 }, '1,500 items'],
    ['select', '{g, select, male {He} female {She} other {They}}', { g: 'female' }, 'She'],
    ['select falls back to other', '{g, select, male {He} other {They}}', { g: 'x' }, 'They'],
    ['select of a boolean', '{b, select, true {yes} other {no}}', { b: true }, 'yes'],
    ['nested select inside plural keeps #', '{n, plural, other {{g, select, other {# things}}}}', { n: 3, g: 'a' }, '3 things'],
    ['placeholder inside an option', '{n, plural, other {# in {where}}}', { n: 2, where: 'cart' }, '2 in cart'],
    ["'' is an apostrophe", "It''s", {}, "It's"],
    ['quoted braces are literal', "'{name}' is literal", {}, '{name} is literal'],
    ['a lone apostrophe is literal', "it's {x}", { x: 'ok' }, "it's ok"],
    ['# outside a plural is literal', 'item #{n}', { n: 3 }, 'item #3'],
    ['quoted # inside a plural', "{n, plural, other {'#'#}}", { n: 2 }, '#2'],
    ['French plural categories', '{n, plural, one {# pomme} other {# pommes}}', { n: 1.5 }, '1,5 pomme', 'fr'],
    ['Polish "few"', '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', { n: 3 }, '3 pliki', 'pl'],
  ];

  it.each(CASES)('%s', (_name, message, args, expected, locale) => {
    expect(formatMessage(message, args, locale)).toBe(expected);
  });
});

describe('formatMessage errors', () => {
  const ERRORS: ReadonlyArray<[string, string, MessageArgs, RegExp, string?]> = [
    ['a plural without other', '{n, plural, one {# item}}', { n: 1 }, /has no "other" case/],
    ['a select without other', '{g, select, male {He}}', { g: 'male' }, /has no "other" case/],
    ['a plural key the locale lacks', '{n, plural, few {#} other {#}}', { n: 1 }, /"few" is not a plural key of locale "en"/],
    ['a key Japanese lacks', '{n, plural, one {#} other {#}}', { n: 1 }, /"one" is not a plural key of locale "ja"/, 'ja'],
    ['a non-numeric plural argument', '{n, plural, other {#}}', { n: 'three' }, /must be a number, got "three"/],
    ['a non-numeric offset argument', '{n, plural, offset:1 other {#}}', { n: '2' }, /must be a number/],
    ['NaN as a plural argument', '{n, plural, other {#}}', { n: Number.NaN }, /must be a number/],
    ['a missing argument', 'Hi {name}', {}, /needs the argument "name"/],
    ['a missing plural argument', '{n, plural, other {#}}', {}, /needs the argument "n"/],
    ['an unclosed argument', 'Hi {name', { name: 'x' }, /The argument "name" is not closed/],
    ['an unclosed option', '{g, select, other {x', { g: 'a' }, /Expected "}" but the message ended/],
    ['an unmatched close', 'Hi }', {}, /Unmatched "}"/],
    ['an unknown type', '{n, ordinalx, other {#}}', { n: 1 }, /Unknown argument type "ordinalx"/],
    ['an empty name', '{}', {}, /Expected an argument name/],
    ['a duplicate key', '{g, select, a {1} a {2} other {3}}', { g: 'a' }, /Duplicate select key "a"/],
    ['a bad offset', '{n, plural, offset:x other {#}}', { n: 1 }, /offset "x" is not an integer/],
    ['a non-number for number', '{n, number}', { n: 'x' }, /must be a number/],
  ];

  it.each(ERRORS)('rejects %s', (_name, message, args, pattern, locale) => {
    expect(() => formatMessage(message, args, locale)).toThrow(MessageFormatError);
    expect(() => formatMessage(message, args, locale)).toThrow(pattern);
  });

  it('parses without arguments so catalogues can be checked up front', () => {
    expect(parseMessage('{n, plural, one {#} other {#}}')).toHaveLength(1);
    expect(() => parseMessage('{n, plural, one {#}}')).toThrow(MessageFormatError);
  });
});
