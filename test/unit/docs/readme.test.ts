// @vitest-environment node
/** Checks the README's examples where a test can: the files it names exist, and its bus-event table is the typed list. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('README.md tells the truth about the tree', () => {
  it('every repository path it names exists (fixture pages as served, under fixtures/pages/)', () => {
    const paths = [...new Set([...README.matchAll(/`((?:src|widgets|loader|fixtures|test|build|docs|modules|bench|tools)\/[^`\s]*)`/g)].map((m) => m[1]!))];
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths
      .filter((path) => !/NAME|AREA|\*/.test(path) && path !== 'modules/') // modules/ arrives with issue 13
      .map((path) => path.replace(/#.*$/, ""))
      .filter((path) => !existsSync(join(ROOT, path)) && !existsSync(join(ROOT, path.replace(/^fixtures\//, "fixtures/pages/"))));
    expect(missing).toEqual([]);
  });

  it('its bus-event table lists exactly the events of src/bus-events.ts', () => {
    const typed = [...readFileSync(join(ROOT, 'src/bus-events.ts'), 'utf8').matchAll(/^\s*'?([a-z-]+(?::[a-z-]+)?)'?: /gm)].map((m) => m[1]).sort();
    const section = README.slice(README.indexOf('### Bus events'), README.indexOf('\n## ', README.indexOf('### Bus events')));
    const documented = [...section.matchAll(/^\| `([a-z-]+(?::[a-z-]+)?)` \|/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(typed);
  });
});
