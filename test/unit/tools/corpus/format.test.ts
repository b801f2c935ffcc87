// @vitest-environment node
/** The corpus command's names, arguments, messages and table (tools/corpus/, tools/probes/run.ts; docs/behaviour/tools.md#corpus). */
import { describe, expect, it } from 'vitest';
import { blockTypeName } from '../../../../tools/corpus/block-names.ts';
import { parseCorpusArgs } from '../../../../tools/corpus/cli.ts';
import { featureTable, formatPage } from '../../../../tools/corpus/format.ts';
import type { CorpusPage, WidthRun } from '../../../../tools/corpus/result.ts';
import { probeMessage } from '../../../../tools/probes/run.ts';

const run = (width: number, features: WidthRun['features']): WidthRun => ({
  width,
  errors: [],
  js: { bytes: 2048, files: 2 },
  features,
  probe: { blocks: [{ id: 'b1', type: '2', state: 'untaken' }], controllers: [], missing: [], sized: [], empty: 0, overflow: { by: 0, where: [] } },
});
const feature = (owner: string, name: string, ok: boolean, width: number) => ({
  owner,
  feature: name,
  target: '#block-1',
  width,
  ok,
  message: ok ? '' : 'the menu stayed hidden',
});

describe('corpus report', () => {
  it("names block types by the platform's names, a website component by its definition", () => {
    expect([blockTypeName('2'), blockTypeName('21'), blockTypeName('23'), blockTypeName('47'), blockTypeName('54')]).toEqual([
      'html',
      'spacer',
      'code',
      'horizontal-rule',
      'social-links-v2',
    ]);
    expect(blockTypeName('1337', 'website.components.shape')).toBe('website-component shape');
    expect(blockTypeName('1337')).toBe('website-component');
    expect(blockTypeName('9999')).toBe('type 9999');
    expect(blockTypeName('accordion')).toBe('accordion');
  });

  it('prints a feature table with a column per width and names what is broken', () => {
    const page: CorpusPage = {
      file: 'a.html',
      runs: [
        run(1280, [feature('accordion', 'opens', true, 1280)]),
        run(390, [feature('accordion', 'opens', true, 390), feature('header', 'menu', false, 390)]),
      ],
    };
    expect(featureTable(page)).toEqual(['  feature           1280       390', '  accordion: opens  1 ok      1 ok', '  header: menu         -  1 broken']);
    const text = formatPage(page);
    expect(text).toContain('  1280: blocks 1: 1 untaken html; controllers 0: none;');
    expect(text.split('\n').at(-1)).toBe('  390: broken: header: menu: #block-1: the menu stayed hidden');
  });

  it('reads its arguments: both widths by default, one with --width, a port, usage errors as text', () => {
    expect(parseCorpusArgs(['fixtures'])).toEqual({ dir: 'fixtures', out: 'corpus-screenshots', widths: undefined, port: undefined });
    expect(parseCorpusArgs(['fixtures', '--width', '390', '--port', '4555', '--out', '/tmp/x'])).toEqual({
      dir: 'fixtures',
      out: '/tmp/x',
      widths: [390],
      port: 4555,
    });
    expect(parseCorpusArgs(['fixtures', '--width', 'wide'])).toMatch(/^unexpected argument --width\nusage: /);
    expect(parseCorpusArgs([])).toMatch(/^usage: /);
  });

  it("gives a probe's first line, with what an expect received or what stood in the way of a click", () => {
    expect(probeMessage(new Error('the item stayed closed\n\nexpect(locator).toBeVisible() failed\n\nReceived: hidden\nCall log: …'))).toBe(
      'the item stayed closed (Received: hidden)',
    );
    expect(probeMessage(new Error('locator.click: Timeout 5000ms exceeded.\nCall log:\n\u001b[2m  - element is inert\u001b[22m'))).toBe(
      'locator.click: Timeout 5000ms exceeded. (element is inert)',
    );
    expect(probeMessage('plain')).toBe('plain');
  });
});
