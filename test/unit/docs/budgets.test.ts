// @vitest-environment node
/** docs/budgets.md names every budget package.json sets, and only those, each with a test that exists. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMetas } from '../../../tools/block-meta/read.ts';

const ROOT = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const doc = readFileSync(join(ROOT, 'docs/budgets.md'), 'utf8');
/** The spec whose cases are the widgets' metas: it holds a budget some meta names (`cost`). */
const DERIVED = 'test/e2e/block-costs.spec.ts';
const metaBudgets = new Set([...(await readMetas(ROOT)).values()].map((meta) => meta.cost));

/** The table rows under a `## ` heading starting with `heading`: key and the files in its last cell. */
function rows(heading: string): { key: string; files: string[] }[] {
  const start = doc.indexOf(`## ${heading}`);
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([^`]+)` \|.*\| (.*) \|$/gm)].map((m) => ({ key: m[1]!, files: [...m[2]!.matchAll(/`([^`]+)`/g)].map((f) => f[1]!) }));
}

describe('docs/budgets.md', () => {
  it.each([
    ['Size budgets', 'sizeBudget'],
    ['Cost budgets', 'costBudget'],
  ])('"%s" lists exactly package.json\'s %s', (heading, field) => {
    expect(
      rows(heading)
        .map((r) => r.key)
        .sort(),
    ).toEqual(Object.keys(pkg[field]).sort());
  });

  it('every checking file it names exists and mentions its budget', () => {
    const wrong = [...rows('Size budgets'), ...rows('Cost budgets')].flatMap(({ key, files }) =>
      files
        .filter(
          (file) =>
            !existsSync(join(ROOT, file)) ||
            (file === DERIVED
              ? !metaBudgets.has(key)
              : file.startsWith('test/') && !readFileSync(join(ROOT, file), 'utf8').includes(key.replace(/ \(.*$/, ''))),
        )
        .map((file) => `${key}: ${file}`),
    );
    expect(wrong).toEqual([]);
  });

  it("names the derived spec beside every budget a widget's meta names", () => {
    const derived = [...rows('Cost budgets')].filter(({ files }) => files.includes(DERIVED)).map(({ key }) => key);
    expect(derived.sort()).toEqual([...metaBudgets].sort());
  });

  it('types no figure: sizes are in package.json and bench/results.md', () => {
    expect(doc.match(/\d[\d,.]*\s?(?:KB|B\b|ms)/g) ?? []).toEqual([]);
  });
});
