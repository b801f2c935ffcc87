// @vitest-environment node
/**
 * No production export exists only for its tests. An export of src/, loader/, widgets/ or modules/
 * that no production file imports (nor build/, tools/, bench/, bin/ or fixtures/), but a test does,
 * is code the published page never runs, or a private detail a test reaches into: delete it, or
 * test it through the function that uses it. ALLOWED lists what is left, each with its reason; it
 * may only shrink (an entry that is no longer test-only fails until it is removed). It sits with the
 * build's architecture tests so every landing runs it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const ALLOWED: Record<string, string> = {
  // A seed rule no visitor input reaches yet: nothing asks a gallery for an index (no public API).
  'widgets/gallery/index-rules.ts:normaliseIndex': 'the documented index rule (docs/behaviour/gallery.md#gallery), applied nowhere yet',
  // Pure rules a test checks as a table, where the one function that uses them needs a browser, a
  // server or timers to drive: testing them through it would trade a table for a slower, vaguer test.
  // Each one should move behind its user when that user gets a test that can drive it.
  'modules/comments/comment-calls.ts:commentOf': 'reads one answer row leniently; its table of bad rows would need a fetch stub per row through the thread',
  'modules/simple-likes/like-calls.ts:countOf': 'the count rule (numbers and numeric strings, else none) as a table; the calls around it need fetch stubs',
  'modules/site-fonts/font-urls.ts:googleFamilies': 'the family/variant encoding as a table; the module around it adds a stylesheet link',
  'src/cart/change-entry.ts:cartEntryPath': 'the entry URL with the crumb; the PUT/DELETE callers need a cart server stub',
  'src/cart/validators.ts:isValidCartField': 'the cart entity type table, row by row; its caller only words the warning',
  'src/census/analytics-events.ts:cleanEventFields': 'drops wrong-typed fields, warning (behaviour/vocabulary.md#vocabulary); its senders need beacon stubs',
  'src/census/landing-beacon.ts:landingQuery': 'the landing query string; the beacon is an image request',
  'src/census/performance-records.ts:collectMetrics': 'reads a Performance stand-in; the records flow needs timers, settings fetch and beacons',
  'src/census/performance-records.ts:fetchPageLoadId': 'the page-load id call on its own; same flow as collectMetrics',
  'src/census/performance-records.ts:sendRecords': 'the records POST on its own; same flow as collectMetrics',
  'src/census/performance-records.ts:toRecords': 'metrics to records as a table; same flow as collectMetrics',
  'src/census/visitor-cookies.ts:formatVisitorCookie': 'ss_cvr format (behaviour/vocabulary.md#vocabulary); touchVisitorCookies writes it into the cookie jar',
  'src/census/visitor-cookies.ts:nextVisitorRecord': 'the renewal rule as a pure function: counters and expiry without a cookie jar',
  'src/census/visitor-cookies.ts:parseVisitCookie': 'ss_cvt validation table (a positive integer)',
  'src/census/visitor-cookies.ts:parseVisitorCookie': 'ss_cvr validation table (an id and four positive integers)',
  'src/chrome/services/page-modules.ts:askedModules': 'which modules a page asks for, without starting them (their imports are the real chunks)',
  'src/consent/apply-choice.ts:storeConsentChoice': 'the cookie written for a choice; applyConsentChoice adds the bus and the clock around it',
  'src/consent/decision.ts:otherManagerConsent': 'reads another consent manager\'s answer from the page; a table of page states',
  'src/enums/page-type.ts:PAGE_TYPE': 'the page type table: the runtime takes its type (census skip keys); its test pins the numbers to the spec',
  'src/experiments/variants.ts:isInternalHost': 'the internal-host pattern (dev, stage, QA) as a table',
  'widgets/gallery-section/reel.ts:reelOffsets': 'reel geometry as numbers; layout in jsdom has no widths',
  'widgets/gallery/deep-link.ts:addressedItems': 'which items a URL addresses (fragment or path), as a table',
  'widgets/gallery/deep-link.ts:matchSlide': 'which slide an id names, as a table',
  'widgets/gallery/moving/slide-roles.ts:uniqueName': 'accessible names made unique per page',
  'widgets/marquee/wave.ts:waveLength': 'wave length interpolated 250 to 1000 (behaviour/vocabulary.md#vocabulary), as numbers',
  'widgets/section-divider/shape.ts:edgePoints': 'divider geometry as numbers; jsdom has no layout',
  'widgets/user-account-link/index.ts:signedIn': 'the login dialog\'s success callback: the test calls it instead of completing a login',
  'widgets/video/player-messages.ts:messagingProviderOf': 'which player a src is (YouTube, Vimeo), as a table',
  'widgets/video/player-messages.ts:playerMessage': 'the postMessage body per provider and command',
};

const SOURCE = /\.(tsx?|mts|mjs)$/;
const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
        return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
      })
    : [];

/** A module path without its extension, `/index` folded into its folder. */
const key = (path: string): string => path.replace(SOURCE, '').replace(/\/index$/, '');

/** The modules a file imports, each with the names it takes ('*' for all of them). */
function importsOf(file: string): Array<[module: string, names: string[]]> {
  const text = readFileSync(file, 'utf8');
  const out: Array<[string, string[]]> = [];
  const target = (specifier: string) => key(resolve(dirname(file), specifier));
  for (const m of text.matchAll(/\b(?:import|export)\s+(?:type\s+)?([\w\s,*{}]*?)\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const clause = m[1]!;
    if (/\*/.test(clause) && !/\{/.test(clause)) {
      out.push([target(m[2]!), ['*']]);
      continue;
    }
    const names = (clause.match(/\{([^}]*)\}/)?.[1] ?? '').split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim());
    out.push([target(m[2]!), names.filter(Boolean)]);
  }
  // A dynamic import, or the build's importTs(root, 'file'), may read any export.
  for (const m of text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) out.push([target(m[1]!), ['*']]);
  for (const m of text.matchAll(/\bimportTs\(\s*\w+\s*,\s*['"]([^'"]+)['"]\s*\)/g)) out.push([key(join(ROOT, m[1]!)), ['*']]);
  return out;
}

function usesOf(files: string[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const file of files)
    for (const [module, names] of importsOf(file)) {
      const set = uses.get(module) ?? new Set<string>();
      names.forEach((name) => set.add(name));
      uses.set(module, set);
    }
  return uses;
}

/** Exports the build reads by name from every widget's declaration (build/schema-docs.mjs, tools/block-docs). */
const READ_BY_THE_BUILD = /^widgets\/[^/]+\/(data|schema)\.ts:(summary|schema|fields|laterDeclarations)$/;
/**
 * The widget contract's names, which the blocks runtime reads from a module it imports by name,
 * and `probes`, which tools/probes/discover.ts reads from every `probe.ts` it finds.
 */
const CONTRACT = new Set(['mount', 'start', 'default', 'meta', 'probes']);

function testOnlyExports(): string[] {
  const production = ['src', 'loader', 'widgets', 'modules'].flatMap((dir) => walk(join(ROOT, dir)));
  const users = [...production, ...['tools', 'bin', 'build', 'bench', 'fixtures'].flatMap((dir) => walk(join(ROOT, dir))), join(ROOT, 'build.mjs')];
  const tests = walk(join(ROOT, 'test'));
  const productionUses = usesOf(users);
  const testTexts = tests.map((file) => [importsOf(file).map(([module]) => module), readFileSync(file, 'utf8')] as const);
  const found: string[] = [];
  for (const file of production) {
    const module = key(file);
    const used = productionUses.get(module) ?? new Set<string>();
    if (used.has('*')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/gm)) {
      const name = m[1]!;
      const id = `${relative(ROOT, file)}:${name}`;
      if (used.has(name) || CONTRACT.has(name) || READ_BY_THE_BUILD.test(id)) continue;
      const word = new RegExp(`\\b${name}\\b`);
      if (testTexts.some(([modules, text]) => modules.includes(module) && word.test(text))) found.push(id);
    }
  }
  return found.sort();
}

describe('production exports', () => {
  const found = testOnlyExports();

  it('are imported by production code, not only by tests (or are allowed, with a reason)', () => {
    expect(found.filter((id) => !(id in ALLOWED))).toEqual([]);
  });

  it('the allow-list only shrinks: each entry is still test-only', () => {
    expect(Object.keys(ALLOWED).filter((id) => !found.includes(id))).toEqual([]);
  });
});
