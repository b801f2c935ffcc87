import type { Bus } from '../bus.ts';
import type { Cleanup, SharedBlockContext } from '../block-context.ts';
import type { BlockState } from '../runtime-api.ts';
import { type FieldError, readBlockData } from './block-data.ts';
import { fail, handleError, isBackendFailure, report } from '../log.ts';
import { enqueue } from './mount-queue.ts';
import { restoreMarkup, snapshotMarkup } from './markup-snapshot.ts';
import type { Importer } from './handoff.ts';

/** One block the scanner found. */
export interface BlockRecord {
  element: HTMLElement;
  id: string;
  type: string;
  state: BlockState;
  error?: string;
  cleanup?: Cleanup | void;
  /** Settles when the current load attempt has finished, either way. */
  loading?: Promise<void>;
  /** Set once the element has left the page, so a late mount cleans up at once. */
  removed?: boolean;
}

/** Sets the record's state and mirrors it in `data-block-state`. */
export function setState(record: BlockRecord, state: BlockState): void {
  record.state = state;
  record.element.setAttribute('data-block-state', state);
}

/**
 * Puts a block in `error`: its markup is restored, the console names the
 * block id, the type and the field at fault, and `block:error` fires.
 */
export function failBlock(bus: Bus, record: BlockRecord, reason: string, field?: string, cause?: unknown): void {
  record.error = field ? `${reason} (field "${field}")` : reason;
  setState(record, 'error');
  const where = field ? `, field "${field}"` : '';
  fail(`block #${record.id} (type "${record.type}")${where}: ${reason}`, ...(cause ? [cause] : []));
  bus.emit('block:error', { id: record.id, type: record.type, element: record.element, reason, ...(field ? { field } : {}) });
}

/**
 * Loads and mounts one `pending` block; safe to call again (it returns the
 * attempt under way). Each failure is contained to this block: bad JSON, an
 * unknown type, a chunk that fails twice, a schema failure or a widget that
 * throws all end in {@link failBlock} with the server markup as it was.
 * `importer` is the type's (src/blocks/registry.ts), found when the load starts.
 */
export function loadBlock(shared: SharedBlockContext, record: BlockRecord, importer: Importer | undefined): Promise<void> {
  const { bus } = shared;
  if (record.state !== 'pending') return record.loading ?? Promise.resolve();
  setState(record, 'loading');
  const { element, id, type } = record;
  record.loading = (async () => {
    let data: unknown;
    try {
      data = readBlockData(element);
    } catch (error) {
      return failBlock(bus, record, (error as Error).message, (error as FieldError).field);
    }
    let module;
    try {
      module = await importer!();
      if (typeof module?.mount !== 'function') throw new Error('the module has no mount() export');
    } catch (error) {
      return failBlock(bus, record, `chunk failed to load after one retry (${(error as Error).message})`, undefined, error);
    }
    if (record.removed) return;
    // The copy is taken in the queued task, not here: when a chunk arrives,
    // every block waiting for it resumes at once, in one task; each one's
    // work must be the queue's, which yields (docs/behaviour/blocks.md#many-blocks).
    let snapshot: Element | undefined;
    try {
      record.cleanup = await enqueue(() => {
        snapshot = snapshotMarkup(element);
        return module.mount(element, data, { id, type, ...shared });
      });
    } catch (error) {
      if (snapshot) restoreMarkup(element, snapshot);
      const field = (error as { field?: string }).field;
      const reason = field ? `invalid block data: ${(error as Error).message}` : `widget threw while mounting: ${(error as Error)?.message ?? error}`;
      // A widget that throws is a programming error: reported; its data call failing is not
      // (docs/behaviour/services.md#contained-reports).
      if (!field && !isBackendFailure(error)) report(error);
      return failBlock(bus, record, reason, field, field ? undefined : error);
    }
    if (record.removed) return unmountBlock(record);
    delete record.error;
    setState(record, 'ready');
    bus.emit('block:ready', { id, type, element });
  })();
  return record.loading;
}

/** Runs a mounted block's cleanup, once; a cleanup that throws is logged and contained. */
export function unmountBlock(record: BlockRecord): void {
  record.removed = true;
  const cleanup = record.cleanup;
  record.cleanup = undefined;
  try {
    cleanup?.();
  } catch (error) {
    handleError(`block #${record.id} (type "${record.type}"): cleanup threw`, error);
  }
}
