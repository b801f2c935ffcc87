/**
 * A widget's declaration with the fields its design chunks declare on
 * their own (`laterDeclarations` in widgets/NAME/data.ts, e.g. the gallery's
 * slideshow fields) added after the first view's, so the block pages and
 * `site-runtime check` list and read every field the widget reads, as
 * docs/block-schemas.md does (docs/behaviour/blocks.md#block-data-declaration).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a declaration module may export. */
export interface DeclarationModule {
  fields?: unknown;
  laterDeclarations?: readonly string[];
}

/** `mod` (widgets/NAME/data.ts's exports) with its later declarations' fields merged into `fields`; unchanged without any. */
export async function withLaterFields<T extends DeclarationModule>(root: string, name: string, mod: T): Promise<T> {
  const paths = mod.laterDeclarations ?? [];
  if (!paths.length) return mod;
  const later = await Promise.all(
    paths.map(async (path) => ((await import(pathToFileURL(join(root, 'widgets', name, path)).href)) as DeclarationModule).fields),
  );
  return { ...mod, fields: Object.assign({}, mod.fields as object, ...later) };
}
