// @vitest-environment node
/**
 * docs/real-pages.md lists every `data-controller` name and `data-block-type`
 * number on the saved real pages (`../shared/real-pages/`, beside the
 * repository), each with what takes it up or why it is left to the markup.
 * Read from the pages whenever they are present; the tables' own claims
 * (a folder that takes a type up) are held to the tree always.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NAME_NUMBERS, CONTROLLER_NAMES } from '../../../src/enums/block-type.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CORPUS = join(ROOT, '..', 'shared', 'real-pages');
const DOC = readFileSync(join(ROOT, 'docs', 'real-pages.md'), 'utf8');
const PAGES = existsSync(CORPUS) ? readdirSync(CORPUS).filter((file) => file.endsWith('.html')) : [];

/** The lines of the table under `heading` (up to the next heading), without its head. */
const rows = (heading: string): string[][] => {
  const start = DOC.indexOf(heading);
  const section = DOC.slice(start, DOC.indexOf('\n#', start + heading.length));
  return [...section.matchAll(/^\|(.+)\|$/gm)].slice(2).map((m) => m[1]!.split('|').map((cell) => cell.trim()));
};
const controllers = rows('## Controllers');
const types = rows('## Block types');
const documentedControllers = controllers.flatMap(([first]) => [...first!.matchAll(/`(\w+)`/g)].map((m) => m[1]!));
const documentedTypes = types.map(([first]) => first!);

/** What the corpus pages declare: controller names (comma-separated lists split) and block type numbers. */
function onThePages(): { controllers: Set<string>; types: Set<string> } {
  const found = { controllers: new Set<string>(), types: new Set<string>() };
  for (const file of PAGES) {
    const html = readFileSync(join(CORPUS, file), 'utf8');
    for (const m of html.matchAll(/data-controller="([^"]*)"/g)) m[1]!.split(',').forEach((name) => found.controllers.add(name.trim()));
    for (const m of html.matchAll(/data-block-type="(\d+)"/g)) found.types.add(m[1]!);
  }
  return found;
}

describe('docs/real-pages.md', () => {
  it.skipIf(!PAGES.length)('lists every data-controller and block type the real pages carry', () => {
    const found = onThePages();
    expect(found.controllers.size).toBeGreaterThan(3);
    expect([...found.controllers].filter((name) => !documentedControllers.includes(name))).toEqual([]);
    expect([...found.types].filter((type) => !documentedTypes.includes(type))).toEqual([]);
  });

  it('says the truth about what takes each one up: a widget folder that exists and handles it, or the markup with a reason', () => {
    const handled = new Set<string>(Object.values(BLOCK_TYPE_NAME_NUMBERS).flat().map(String));
    for (const [type, , , by, why] of types) {
      const folder = /`widgets\/([a-z-]+)\/`/.exec(by!)?.[1];
      if (folder) {
        expect(existsSync(join(ROOT, 'widgets', folder, 'index.ts')), `type ${type}: widgets/${folder}/`).toBe(true);
        expect(handled.has(type!), `type ${type} is in src/enums/block-type.ts's table`).toBe(true);
      } else {
        expect(by, `type ${type}`).toBe('left to the server markup');
        expect(handled.has(type!), `type ${type} is left to the markup, so no widget takes it`).toBe(false);
        expect(why!.length, `type ${type} has its reason`).toBeGreaterThan(10);
      }
    }
    const byFolder = CONTROLLER_NAMES as Record<string, readonly string[]>;
    for (const [names, , by] of controllers) {
      const folder = /`widgets\/([a-z-]+)\/`/.exec(by!)?.[1];
      if (!folder) continue;
      for (const name of [...names!.matchAll(/`(\w+)`/g)].map((m) => m[1]!)) expect(byFolder[folder], `${name} by widgets/${folder}/`).toContain(name);
    }
  });
});
