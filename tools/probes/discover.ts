/**
 * Finds every visitor probe (tools/probes/types.ts) by reading the folders:
 * each `widgets/NAME/test/probe.ts` and `modules/NAME/test/probe.ts` (and a
 * `probe-*.ts` beside it: test data, never shipped), so no list is kept by hand
 * (docs/behaviour/tools.md#corpus). Read only by tests and tools.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VisitorProbe } from './types.ts';

/** A probe with the folder it lives in. */
export interface OwnedProbe extends VisitorProbe {
  /** The folder's name (`header`, `accordion`, `popup-overlay`…). */
  owner: string;
}

const PROBE_FILE = /^probe(-[a-z0-9-]+)?\.ts$/;

/** The probe files under `root`'s `widgets/` and `modules/`, in folder then file order. */
export function probeFiles(root: string): Array<{ owner: string; file: string }> {
  const found: Array<{ owner: string; file: string }> = [];
  for (const area of ['widgets', 'modules']) {
    const base = join(root, area);
    if (!existsSync(base)) continue;
    const owners = readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const owner of owners.sort()) {
      const folder = join(base, owner, 'test');
      if (!existsSync(folder)) continue;
      for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (entry.isFile() && PROBE_FILE.test(entry.name)) found.push({ owner, file: join(folder, entry.name) });
      }
    }
  }
  return found;
}

/** Imports every probe file under `root`; a file that does not export `probes` is an error, named. */
export async function discoverProbes(root: string): Promise<OwnedProbe[]> {
  const owned: OwnedProbe[] = [];
  for (const { owner, file } of probeFiles(root)) {
    const module = (await import(pathToFileURL(file).href)) as { probes?: VisitorProbe[] };
    if (!Array.isArray(module.probes)) throw new Error(`${file} does not export probes: VisitorProbe[]`);
    for (const probe of module.probes) owned.push({ ...probe, owner });
  }
  return owned;
}
