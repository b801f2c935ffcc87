#!/usr/bin/env node
/**
 * Rewrites every comment that cites a document outside the repository ("first seed, section 5",
 * "second seed", "the contract", "contract section 2", "Seed 000, section 7", "the seed's …") to
 * the one greppable form `behaviour/FILE.md#anchor`, the anchor chosen by the file's area (the table
 * below), FILE the page of docs/behaviour/ that holds it. Idempotent: a second run finds nothing to rewrite.
 *
 * It also rewrites a citation of the old single page (`behaviour.md#anchor`) to the page of
 * docs/behaviour/ that now holds the anchor, in code, tests, tools, README.md and docs/.
 *
 *   node tools/rewrite-citations.mjs          rewrite in place, print each file changed
 *   node tools/rewrite-citations.mjs --check  rewrite nothing; exit 1 listing what would change
 *
 * test/unit/docs/citations.test.ts fails while any such citation remains, or when a cited anchor
 * is missing from docs/behaviour/.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where citations are looked for. */
export const ROOTS = ['loader', 'src', 'widgets', 'modules', 'fixtures', 'test', 'tools', 'bin', 'bench', 'build', 'build.mjs'];

/** Files that talk about citations rather than make them. */
export const EXEMPT = ['test/unit/docs/citations.test.ts', 'tools/rewrite-citations.mjs'];

const EXTENSIONS = /\.(ts|tsx|mjs|js|css|html)$/;

/**
 * The area a file belongs to, by path prefix; the longest prefix wins. Test files are looked up
 * by the path they test (`test/unit/src/x.test.ts` as `src/x.ts`).
 */
export const ANCHOR_BY_PATH = [
  ['loader/', 'blocks'],
  ['loader/guard.ts', 'start-up'],
  ['loader/start-up/', 'page-modules'],
  ['build.mjs', 'widget-contract'],
  ['src/blocks/', 'blocks'],
  ['src/block-context.ts', 'widget-contract'],
  ['src/runtime-api.ts', 'start-up'],
  ['src/site-context.ts', 'start-up'],
  ['src/bus-events.ts', 'start-up'],
  ['src/bus.ts', 'start-up'],
  ['src/log.ts', 'console'],
  ['src/editing-frame.ts', 'owner'],
  ['src/embeds/', 'third-party-blocks'],
  ['src/widget-rendering.ts', 'third-party-blocks'],
  ['src/video/', 'video'],
  ['src/page-module.ts', 'page-modules'],
  ['src/money/', 'vocabulary'],
  ['src/enums/', 'vocabulary'],
  ['src/validate/', 'vocabulary'],
  ['src/messages/', 'vocabulary'],
  ['src/timing/', 'vocabulary'],
  ['src/dom/', 'vocabulary'],
  ['src/images/', 'vocabulary'],
  ['src/storage.ts', 'vocabulary'],
  ['src/cookies.ts', 'vocabulary'],
  ['src/catalogue/', 'catalogue'],
  ['src/census/', 'census'],
  ['src/chrome/census/', 'census'],
  ['src/api/', 'data-layer'],
  ['src/errors/', 'error-reporter'],
  ['src/layers/', 'escape'],
  ['src/chrome/escape/', 'escape'],
  ['src/chrome/dialog/', 'dialogs'],
  ['src/chrome/tooltip/', 'tooltip'],
  ['src/chrome/system-error/', 'system-error'],
  ['src/chrome/owner/', 'owner'],
  ['src/chrome/services/', 'page-modules'],
  ['src/chrome/cookie-banner/', 'consent'],
  ['src/consent/', 'consent'],
  ['src/checkout/', 'checkout'],
  ['src/forms/', 'forms'],
  ['src/forms/status-messages.ts', 'form-messages'],
  ['src/react/', 'widget-contract'],
  ['widgets/', 'widget-contract'],
  ['widgets/accordion/', 'accordion'],
  ['widgets/button/', 'button'],
  ['widgets/donation/', 'donation'],
  ['widgets/newsletter/', 'newsletter'],
  ['widgets/video/', 'video'],
  ['widgets/form/', 'forms'],
  ['widgets/form/Form.tsx', 'form-states'],
  ['fixtures/', 'qa-server'],
  ['test/', 'qa-server'],
  ['test/unit/build/', 'widget-contract'],
  ['test/e2e/forms-', 'form-states'],
  ['test/e2e/support/', 'qa-server'],
];

/** The anchor for a repository-relative path (forward slashes). */
export function anchorFor(path) {
  const tested = path.replace(/^test\/unit\//, '').replace(/\.test\.tsx?$/, '.ts');
  let best;
  for (const candidate of tested === path ? [path] : [tested, path]) {
    for (const [prefix, anchor] of ANCHOR_BY_PATH) {
      if (candidate.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, anchor];
    }
    if (best) break;
  }
  if (!best) throw new Error(`rewrite-citations: no anchor for ${path}; add its area to ANCHOR_BY_PATH`);
  return best[1];
}

/** Whitespace, or a comment's line break and leader, between the words of one citation. */
const GAP = String.raw`(?:[ \t]|\n[ \t]*(?:\*|//)?[ \t]*)+`;
const NUMBERS = String.raw`\d+(?:(?:,${GAP}|${GAP}and${GAP}|${GAP}to${GAP})\d+)*`;
const SECTION = String.raw`(?:,?${GAP}|(?:'|’)s${GAP})sections?${GAP}${NUMBERS}`;
const SOURCE = String.raw`(?:[Tt]he${GAP})?(?:(?:[Ff]irst|[Ss]econd)${GAP}seed|[Ss]eed${GAP}00\d|(?:[Tt]he${GAP})?[Cc]ontract(?=${GAP}section))`;
/** Verbs after "the seed" that make it the subject rather than an adjective. */
const VERBS =
  'says?|gives?|names?|lists?|does|do|fix(?:es)?|allows?|writes?|shows?|reserves?|numbers?|treats?|calls?|makes?|mentions?|describes?|excludes?|did|leaves?|spells?|is|are|has|have';
/** Words after "the seed" that make it a noun, not an adjective. */
const LINKS = 'without|either|and|or|to|in|of|for|at|on|by|with';
/** An apostrophe: straight, typographic, or escaped in a quoted string. */
const APOS = String.raw`(?:'|’|\\')`;
const UNIT = String.raw`${SOURCE}(?:${SECTION})?`;

/** What counts as a citation of an outside document (also used by the test). */
export const CITATION = new RegExp(
  [
    String.raw`\b(?:first|second)${GAP}seeds?\b`,
    String.raw`\bseeds?${GAP}00\d`,
    String.raw`\bsections?${GAP}\d`,
    String.raw`\bthe${GAP}contract\b`,
    String.raw`\bthe${GAP}seeds?\b`,
    String.raw`\bboth${GAP}seeds\b`,
    String.raw`\bPLATFORM-MARKUP\.md\b`,
    String.raw`\bCONTRACT\.md\b`,
  ].join('|'),
  'i',
);

/** The page of docs/behaviour/ (without `.md`) that holds `<a id="anchor">`. */
export function pageOf(anchor, root = ROOT) {
  const dir = join(root, 'docs', 'behaviour');
  const page = readdirSync(dir).find((name) => readFileSync(join(dir, name), 'utf8').includes(`<a id="${anchor}"></a>`));
  if (!page) throw new Error(`rewrite-citations: no page of docs/behaviour/ has the anchor ${anchor}`);
  return page.replace(/\.md$/, '');
}

/** Rewrites the citations in one file's text. */
export function rewrite(text, anchor) {
  const cite = `behaviour/${pageOf(anchor)}.md#${anchor}`;
  return (
    text
      .replace(new RegExp(String.raw`\bCONTRACT\.md(?:,?${GAP}sections?${GAP}${NUMBERS})?`, 'g'), `the README (${cite})`)
      // "the order is the first seed's." stands alone: "the specification's".
      .replace(
        new RegExp(String.raw`\b([Tt])he${GAP}(?:(?:first|second)${GAP})?seed(?:${APOS}s|s${APOS})(?=[.,;:)])`, 'g'),
        (_m, t) => `${t}he specification's`,
      )
      // "the second seed's rules" with no section reads "the documented rules".
      .replace(
        new RegExp(String.raw`\b(?:([Tt])he${GAP})?(?:([Ff])irst|([Ss])econd)${GAP}seed${APOS}s(?!${GAP}sections?${GAP}\d)`, 'g'),
        (_m, t, f, s) => `${(t ?? f ?? s) === (t ?? f ?? s).toUpperCase() ? 'The' : 'the'} documented`,
      )
      // "(first seed, section 2; second seed, sections 4 and 9)" and its kin, as one citation.
      .replace(new RegExp(`${UNIT}(?:;${GAP}${UNIT})*`, 'g'), cite)
      // "contract section 2" with no "the".
      .replace(new RegExp(String.raw`\b[Cc]ontract${GAP}sections?${GAP}${NUMBERS}`, 'g'), cite)
      // A section left on its own after the source was named on an earlier line.
      .replace(new RegExp(String.raw`\bsections?${GAP}${NUMBERS}`, 'g'), cite)
      // "the seed's name" reads "the documented name"; "the seed" and "both seeds" become the
      // specification this file stands for; "the contract" is the README, the user's copy.
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seed(?:${APOS}s|s${APOS})(?=\W)`, 'g'), (_m, t) => `${t}he documented`)
      // "the seed says" is the specification speaking; "the seed values" are the documented ones.
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seeds(?=${GAP}(?:${VERBS})\b)`, 'g'), (_m, t) => `${t}he documented rules (${cite})`)
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seed(?=${GAP}(?:${VERBS})\b)`, 'g'), (_m, t) => `${t}he specification (${cite})`)
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seeds?(?=${GAP}(?!(?:${LINKS})\b)[a-z])`, 'g'), (_m, t) => `${t}he documented`)
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seeds\b`, 'g'), (_m, t) => `${t}he documented rules (${cite})`)
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}seed\b`, 'g'), (_m, t) => `${t}he specification (${cite})`)
      .replace(new RegExp(String.raw`\b[Bb]oth${GAP}seeds\b`, 'g'), cite)
      .replace(new RegExp(String.raw`\b([Tt])he${GAP}contract\b`, 'g'), (_m, t) => `${t}he README`)
      .replace(/PLATFORM-MARKUP\.md/g, 'behaviour/start-up.md#platform-markup')
      // Two citations that became one in a row.
      .replace(new RegExp(`${cite.replace('.', '\\.')}(?:[;,]${GAP}${cite.replace('.', '\\.')})+`, 'g'), cite)
  );
}

/** A citation of a section on the one page docs/behaviour.md was before it became an index. */
export const OLD_PAGE = /(?<![\w-])behaviour\.md#([a-z0-9-]+)/g;

/**
 * Rewrites `behaviour.md#anchor` (and `docs/behaviour.md#anchor`, `../behaviour.md#anchor`) to
 * the page of docs/behaviour/ that holds the anchor, as a branch begun before the split cites it.
 */
export function toPages(text, root = ROOT) {
  return text.replace(OLD_PAGE, (_m, anchor) => `behaviour/${pageOf(anchor, root)}.md#${anchor}`);
}

/** Every repository-relative file the rewrite looks at. */
export function filesToScan(root = ROOT) {
  const out = [];
  const walk = (path) => {
    const stat = statSync(join(root, path), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      if (/(^|\/)(node_modules|dist)$/.test(path)) return;
      for (const name of readdirSync(join(root, path))) walk(`${path}/${name}`);
    } else if (EXTENSIONS.test(path) && !EXEMPT.includes(path)) {
      out.push(path);
    }
  };
  for (const entry of ROOTS) walk(entry);
  return out.sort();
}

function main() {
  const check = process.argv.includes('--check');
  const changed = [];
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
  for (const path of [...filesToScan(), 'README.md', ...docs.map((name) => `docs/${name.split(sep).join('/')}`)]) {
    const full = join(ROOT, path.split('/').join(sep));
    const before = readFileSync(full, 'utf8');
    const cited = path.endsWith('.md') ? before : CITATION.test(before) ? rewrite(before, anchorFor(path)) : before;
    const after = toPages(cited);
    if (after === before) continue;
    changed.push(path);
    if (!check) writeFileSync(full, after);
  }
  for (const path of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative('.', join(ROOT, path))}`);
  if (check && changed.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
