/**
 * `site-runtime check`: reads a page's blocks offline with what the
 * widgets themselves read them with, so a template author sees before
 * publishing what the console would say on the live page
 * (docs/behaviour/tools.md#check): a block type's declaration
 * (`widgets/NAME/data.ts`, every problem, warnings included, and what
 * its `refusals` refuse); a type without one reads no JSON.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { Problem, Table } from '../../src/block-data/field.ts';
import { readBlock, type Refusals } from '../../src/block-data/read-block.ts';
import { readBlockData } from '../../src/blocks/block-data.ts';
import { unknownTypeMessage } from './nearest-name.ts';
import { withLaterFields } from '../later-fields.ts';
import { findBlocks, platformNumbers } from './find-blocks.ts';
import { fieldHint } from './field-hint.ts';
import { jsonErrorInFile } from './json-place.ts';

/** One problem with one block, as printed: `file:line block #id (type): field: message`. */
export interface BlockProblem {
  file: string;
  line: number;
  id: string;
  type: string;
  field: string;
  message: string;
  /** `error`: the block is refused (its markup stays); `warning`: a default is used instead. */
  severity: 'error' | 'warning';
}

/** What a widget reads its data with: its declaration (none: no data to check). */
interface SchemaModule {
  /** Where the widget finds its data when not (only) in `data-block-json` (the marquee's props script). */
  dataOf?: (element: HTMLElement, data: unknown) => unknown;
  fields?: Table;
  laterDeclarations?: readonly string[];
  /** What refuses the block beyond its required fields (widgets/product/data.ts). */
  refusals?: Refusals<Table>;
}

/** The widgets of a checkout (`widgets/NAME/index.ts`), found when the command runs. */
export function widgetNames(root: string): Set<string> {
  const dir = join(root, 'widgets');
  return new Set(readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.ts'))));
}

const schemas = new Map<string, Promise<SchemaModule>>();
function schemaOf(root: string, type: string): Promise<SchemaModule> {
  const file = join(root, 'widgets', type, 'data.ts');
  // With the fields a design's chunk reads later (the gallery's slideshow), which the console warns about too.
  if (!schemas.has(type))
    schemas.set(type, existsSync(file) ? import(pathToFileURL(file).href).then((mod: SchemaModule) => withLaterFields(root, type, mod)) : Promise.resolve({}));
  return schemas.get(type)!;
}

/** Every problem the widget's own reading finds: all of its declaration's (useBlockData's console lines name the same ones). */
function problemsOf({ fields, refusals }: SchemaModule, data: unknown): Problem[] {
  return fields ? readBlock(fields, data, refusals).problems : [];
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

const fieldOf = (error: unknown): string => (typeof (error as { field?: unknown })?.field === 'string' ? (error as { field: string }).field : '(root)');

/**
 * Checks one page's HTML. `registered` names block types the page's own
 * scripts add with `SiteRuntime.register()`: their data is the author's
 * business, so only their JSON is checked.
 */
export async function checkPage(
  root: string,
  file: string,
  html: string,
  registered: ReadonlySet<string> = new Set(),
): Promise<{ blocks: number; problems: BlockProblem[] }> {
  // Every block is marked `data-block` or `data-block-type` (in any case, as HTML reads names): a page that never says either has none,
  // and is passed without building its DOM (half the fixture pages; the DOM is most of check's time).
  if (!/data-block/i.test(html)) return { blocks: 0, problems: [] };
  const widgets = widgetNames(root);
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const known = new Set([...widgets, ...registered]);
  const blocks = findBlocks(dom.window.document, known, platformNumbers(widgets));
  const problems: BlockProblem[] = [];
  for (const { element, type, id, known: isKnown } of blocks) {
    const line = dom.nodeLocation(element)?.startLine ?? 0;
    const report = (field: string, message: string, severity: BlockProblem['severity'] = 'error') =>
      problems.push({ file, line, id, type, field, message, severity });
    if (!isKnown) {
      report('data-block', unknownTypeMessage(type, known));
      continue;
    }
    const reading = widgets.has(type) ? await schemaOf(root, type) : {};
    let data: unknown;
    try {
      data = blockData(element);
      if (reading.dataOf) data = reading.dataOf(element as HTMLElement, data);
    } catch (error) {
      const attribute = dom.nodeLocation(element)?.attrs?.['data-block-json'];
      const decoded = element.getAttribute('data-block-json');
      const placed = fieldOf(error) === 'data-block-json' && attribute && decoded !== null;
      report(fieldOf(error), placed ? jsonErrorInFile(html, attribute, decoded, (error as Error).message) : (error as Error).message);
      continue;
    }
    // Worded as the runtime's console lines word them.
    for (const { field, message, refused } of problemsOf(reading, data)) {
      // A refused block's sentence says how to mend it; a warning's already says the default is used.
      const hint = refused ? fieldHint(reading.fields, type, field) : '';
      report(field, refused ? `invalid block data: ${message}${hint}` : message, refused ? 'error' : 'warning');
    }
  }
  dom.window.close();
  return { blocks: blocks.length, problems };
}

/** The line a person reads. */
export const formatProblem = (p: BlockProblem): string => `${p.file}:${p.line} block #${p.id} (${p.type}): ${p.field}: ${p.message}`;
