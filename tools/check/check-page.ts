/**
 * `site-runtime check`: validates a page's blocks offline with the widgets'
 * own schemas, so a template author sees before publishing what the
 * console would say on the live page (docs/behaviour.md#check).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type * as z from 'zod/mini';
import { parseBlockData } from '../../src/block-data.ts';
import { readBlockData } from '../../src/blocks/block-data.ts';
import { findBlocks, platformNumbers } from './find-blocks.ts';

/** One problem with one block, as printed: `file:line block #id (type): field: message`. */
export interface BlockProblem {
  file: string;
  line: number;
  id: string;
  type: string;
  field: string;
  message: string;
}

/** A widget's schema module; `schema` is undefined for a block with no data to check. */
interface SchemaModule {
  schema?: z.ZodMiniType;
}

/** The widgets of a checkout (`widgets/NAME/index.ts`), found when the command runs. */
export function widgetNames(root: string): Set<string> {
  const dir = join(root, 'widgets');
  return new Set(readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.ts'))));
}

const schemas = new Map<string, Promise<SchemaModule>>();
function schemaOf(root: string, type: string): Promise<SchemaModule> {
  const file = join(root, 'widgets', type, 'schema.ts');
  if (!schemas.has(type)) schemas.set(type, existsSync(file) ? import(pathToFileURL(file).href) : Promise.resolve({}));
  return schemas.get(type)!;
}

/**
 * The data a block's widget validates: its `data-block-json` (attribute or
 * child script), else, for the form, the platform's form context script,
 * which the form widget reads the same way.
 */
function blockData(element: Element): unknown {
  const data = readBlockData(element);
  if (data !== undefined) return data;
  const context = element.querySelector('script.sqs-form-block-context');
  if (!context?.textContent) return undefined;
  try {
    return JSON.parse(context.textContent);
  } catch (error) {
    throw Object.assign(new Error(`not valid JSON (${(error as Error).message})`), { field: 'script.sqs-form-block-context' });
  }
}

const fieldOf = (error: unknown): string => (typeof (error as { field?: unknown })?.field == 'string' ? (error as { field: string }).field : '(root)');

/**
 * Checks one page's HTML. `registered` names block types the page's own
 * scripts add with `SiteRuntime.register()`: their data is the author's
 * business, so only their JSON is checked.
 */
export async function checkPage(root: string, file: string, html: string, registered: ReadonlySet<string> = new Set()): Promise<{ blocks: number; problems: BlockProblem[] }> {
  const widgets = widgetNames(root);
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const known = new Set([...widgets, ...registered]);
  const blocks = findBlocks(dom.window.document, known, platformNumbers(widgets));
  const problems: BlockProblem[] = [];
  for (const { element, type, id, known: isKnown } of blocks) {
    const line = dom.nodeLocation(element)?.startLine ?? 0;
    const report = (field: string, message: string) => problems.push({ file, line, id, type, field, message });
    if (!isKnown) {
      report('data-block', `unknown block type "${type}"`);
      continue;
    }
    let data: unknown;
    try {
      data = blockData(element);
    } catch (error) {
      report(fieldOf(error), (error as Error).message);
      continue;
    }
    const { schema } = widgets.has(type) ? await schemaOf(root, type) : {};
    try {
      if (schema) parseBlockData(schema, data);
    } catch (error) {
      // Worded as the runtime's console line words it.
      report(fieldOf(error), `invalid block data: ${(error as Error).message}`);
    }
  }
  dom.window.close();
  return { blocks: blocks.length, problems };
}

/** The line a person reads. */
export const formatProblem = (p: BlockProblem): string => `${p.file}:${p.line} block #${p.id} (${p.type}): ${p.field}: ${p.message}`;
