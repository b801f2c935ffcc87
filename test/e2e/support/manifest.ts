import { readFileSync } from 'node:fs';

/** dist/manifest.json, as the build wrote it (which file holds React, which chunk each block uses). */
export function builtManifest(): {
  blocks: Record<string, string[]>;
  modules: Record<string, string[]>;
  shared: { react?: string; zod?: string };
} {
  return JSON.parse(readFileSync(new URL('../../../dist/manifest.json', import.meta.url), 'utf8'));
}
