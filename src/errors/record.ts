/**
 * One reported error as `POST /api/events/RecordJavascriptErrors` carries it
 * (behaviour/services.md#error-reporter): `{ event, data, timestamp }`.
 */

/**
 * The longest stack sent (behaviour/services.md#error-reporter).
 * @internal Exported for its unit test: the reporter test cuts a stack at this length without copying the number.
 */
export const MAX_STACK_LENGTH = 5000;

/** What happened and where. */
export interface ErrorData {
  message: string;
  stack?: string;
  /** The script the error came from. */
  url?: string;
  line?: number;
  column?: number;
  /** The page it happened on. */
  pageUrl: string;
}

/** One entry of a batch. */
export interface ErrorRecord {
  /** `error` for an uncaught error, `unhandledrejection` for a rejected promise nobody caught. */
  event: 'error' | 'unhandledrejection';
  data: ErrorData;
  /** Epoch milliseconds. */
  timestamp: number;
}

function describeReason(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, ...(reason.stack ? { stack: reason.stack } : {}) };
  try {
    return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
  } catch {
    return { message: String(reason) };
  }
}

/**
 * The record for an `error` or `unhandledrejection` event (or anything
 * shaped like one), with the stack cut to 5000 characters.
 */
export function toRecord(event: Event | { type: string; [key: string]: unknown }, now: number = Date.now(), pageUrl: string = location.href): ErrorRecord {
  const e = event as Partial<ErrorEvent & PromiseRejectionEvent> & { type: string };
  const rejection = e.type === 'unhandledrejection';
  const described = rejection
    ? describeReason(e.reason)
    : e.error !== undefined && e.error !== null
      ? describeReason(e.error)
      : { message: String(e.message ?? 'Script error.') };
  const data: ErrorData = { message: described.message, pageUrl };
  if (described.stack) data.stack = described.stack.slice(0, MAX_STACK_LENGTH);
  if (!rejection) {
    if (e.filename) data.url = e.filename;
    if (typeof e.lineno === 'number') data.line = e.lineno;
    if (typeof e.colno === 'number') data.column = e.colno;
  }
  return { event: rejection ? 'unhandledrejection' : 'error', data, timestamp: now };
}
