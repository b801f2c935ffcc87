/**
 * What the corpus command finds on a page (docs/behaviour/tools.md#corpus): one
 * run per width, and the problems a run has, one line each.
 */
import { widthStepFor } from '../../src/images/width-steps.ts';
import type { ProbeResult } from '../probes/run.ts';
import { blockTypeName } from './block-names.ts';
import type { PageProbe } from './probe.ts';
import type { OriginalWeight } from './weights.ts';

/** One page at one width. */
export interface WidthRun {
  width: number;
  probe?: PageProbe;
  errors: string[];
  js: { bytes: number; files: number };
  screenshot?: string;
  failure?: string;
  features: ProbeResult[];
}

/** One page's result, as printed. */
export interface CorpusPage {
  file: string;
  original?: OriginalWeight;
  runs: WidthRun[];
}

/** The images of a run whose width step is below what their box needs. */
export const undersized = (probe: PageProbe) => probe.sized.filter((image) => image.step < widthStepFor(image.needed));

/** A place as the in-page probe names it, its block type number put by name (`block #x (32)` → `block #x (video)`). */
const named = (where: string): string => where.replace(/\((\d+)\)$/, (_, type: string) => `(${blockTypeName(type)})`);

/** What is wrong in one run, one line each (empty when the page works at that width). */
export function problemsOf(run: WidthRun): string[] {
  if (run.failure) return [`could not be loaded (${run.failure})`];
  const probe = run.probe!;
  return [
    ...probe.blocks
      .filter((b) => b.state !== 'ready' && b.state !== 'untaken')
      .map((b) => `block #${b.id} (${blockTypeName(b.type, b.definition)}): ${b.state}`),
    ...probe.controllers.filter((c) => c.state === 'error').map((c) => `controller ${c.names}: error`),
    ...probe.missing.map((m) => `no source: ${m.source} in ${named(m.where)}`),
    ...undersized(probe).map((image) => `${image.step}w for ${image.needed} px: ${image.source} in ${named(image.where)}`),
    ...(probe.overflow.by
      ? [`the page is ${probe.overflow.by} px wider than the window: ${probe.overflow.where.map(named).join(', ') || 'cause not found'}`]
      : []),
    ...run.errors.map((error) => `error: ${error}`),
    ...run.features.filter((f) => !f.ok).map((f) => `broken: ${f.owner}: ${f.feature}: ${f.target}: ${f.message}`),
  ];
}
