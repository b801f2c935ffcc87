/**
 * check's messages say how to fix (tools/check/json-place.ts,
 * tools/check/field-hint.ts): a JSON error's line and column in the file,
 * counting each entity as the one character it decodes to; a refused
 * field's description, an example and its docs anchor.
 */
import { describe, expect, it } from 'vitest';
import { text } from '../../../src/block-data/fields.ts';
import { list } from '../../../src/block-data/list.ts';
import { object } from '../../../src/block-data/object.ts';
import { fieldHint } from '../../../tools/check/field-hint.ts';
import { jsonErrorInFile, lineAndColumn } from '../../../tools/check/json-place.ts';

describe('jsonErrorInFile', () => {
  it("places the parser's position in the file, past the entities before it", () => {
    const html = '<p>\n<div data-block="map" data-block-json="{&quot;a&quot; 1}"></div>';
    const start = html.indexOf('data-block-json');
    const range = { startOffset: start, endOffset: html.indexOf('"></div>') + 1 };
    let message = '';
    try {
      JSON.parse('{"a" 1}');
    } catch (error) {
      message = `not valid JSON (${(error as Error).message})`;
    }
    const sentence = jsonErrorInFile(html, range, '{"a" 1}', message);
    // The decoded position 5 is the "1": in the file, after `{&quot;a&quot; `.
    const expected = lineAndColumn(html, html.indexOf(' 1}') + 1);
    expect(sentence).toBe(`not valid JSON at line 2, column ${expected.column} of the file (Expected ':' after property name)`);
  });

  it('places an unfinished value at its end', () => {
    const html = '<div data-block-json=\'{"a":\'></div>';
    const range = { startOffset: 5, endOffset: html.indexOf('>') };
    expect(jsonErrorInFile(html, range, '{"a":', 'not valid JSON (Unexpected end of JSON input)')).toBe(
      'not valid JSON at line 1, column 28 of the file (Unexpected end of JSON input)',
    );
  });
});

describe('fieldHint', () => {
  const table = {
    formId: text({ required: true, description: 'Sent with every submission.' }),
    items: list(object({ title: text({ required: true, description: 'The item title.' }) }, { description: 'One item.' }), { description: 'The items.' }),
  };

  it("gives the field's description, an example value and its docs anchor", () => {
    expect(fieldHint(table, 'form', 'formId')).toBe(': Sent with every submission; for example "formId": "…" (docs/block-schemas.md#form)');
  });

  it('finds a nested field through list items', () => {
    expect(fieldHint(table, 'summary', 'items.2.title')).toBe(': The item title; for example "title": "…" (docs/block-schemas.md#summary)');
  });

  it('says nothing of a field the declaration does not know', () => {
    expect(fieldHint(table, 'form', 'constructor')).toBe('');
  });
});
