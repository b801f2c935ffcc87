/**
 * The original platform's JavaScript weight per page, where a corpus's
 * README gives it (docs/behaviour/tools.md#corpus): its table names each page's
 * platform version (`| \`page.html\` | 7.0 … |`), and a sentence gives the
 * weight for a version ("on the 7.0 pages: 8 files, 656,834 B gzip").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The original's JavaScript on a page: gzip bytes and files. */
export interface OriginalWeight {
  bytes: number;
  files: number;
}

/** Reads `DIR/README.md`; page file name → its original's weight (only pages it knows). */
export function originalWeights(dir: string): Map<string, OriginalWeight> {
  const weights = new Map<string, OriginalWeight>();
  const readme = join(dir, 'README.md');
  if (!existsSync(readme)) return weights;
  const text = readFileSync(readme, 'utf8').replace(/\s+/g, ' ');
  const byVersion = new Map<string, OriginalWeight>();
  for (const match of text.matchAll(/on the (\d+(?:\.\d+)?) pages[^:]*: (\d+) files, ([\d,]+) B gzip/g)) {
    byVersion.set(match[1]!, { files: Number(match[2]), bytes: Number(match[3]!.replace(/,/g, '')) });
  }
  for (const match of text.matchAll(/\| `([^`]+\.html)` \| (\d+(?:\.\d+)?)/g)) {
    const weight = byVersion.get(match[2]!);
    if (weight) weights.set(match[1]!, weight);
  }
  return weights;
}
