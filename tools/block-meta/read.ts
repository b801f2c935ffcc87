/**
 * Every block type's meta, read from `widgets/NAME/test/meta.ts` (tools/block-meta/types.ts):
 * the one list of block types the derived specs, the bench and docs/blocks/ use.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockMeta } from './types.ts';

/** The widget folders (`widgets/NAME/index.ts`), sorted. */
export function blockNames(root: string): string[] {
  const dir = join(root, 'widgets');
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'index.ts')))
    .sort();
}

/** One widget's meta; throws naming the file when it has none. */
export async function metaOf(root: string, name: string): Promise<BlockMeta> {
  const file = join(root, 'widgets', name, 'test', 'meta.ts');
  if (!existsSync(file)) throw new Error(`widgets/${name}/ has no test/meta.ts (tools/block-meta/types.ts says what it holds)`);
  const { meta } = (await import(pathToFileURL(file).href)) as { meta?: BlockMeta };
  if (!meta) throw new Error(`widgets/${name}/test/meta.ts exports no \`meta\``);
  return meta;
}

/** Every widget's meta, by folder name, in name order. */
export async function readMetas(root: string): Promise<Map<string, BlockMeta>> {
  const names = blockNames(root);
  return new Map(await Promise.all(names.map(async (name) => [name, await metaOf(root, name)] as const)));
}
