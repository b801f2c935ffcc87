/**
 * The main thread's CPU time behind a wall-clock span of a page, read from a
 * Chrome trace. A Long Animation Frame's script durations are wall-clock: on
 * a shared machine they also count the time the renderer's thread waited for
 * a core another process held (a CI run measured 71-77 ms for runs that cost
 * 20-30 ms of the thread's own time). Timing bounds on a machine we do not
 * own hold the thread's own time: each span is scaled by the CPU share of the
 * task it ran in (the task's thread time over its wall time, both in the
 * trace's task event).
 */
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Maps a span of the page's clock (`performance.now()` ms) to the thread time it cost (ms). */
export type CpuOf = (startTime: number, duration: number) => number;

const ALIGN = 'cpu-time-align';

/**
 * Traces `body` (which loads a page and waits for what it measures), then
 * returns its result and a {@link CpuOf} for spans of the page loaded last.
 */
export async function withCpuTime<T>(browser: Browser, page: Page, body: () => Promise<T>): Promise<{ result: T; cpuOf: CpuOf }> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  let result: T;
  let markedAt: number;
  let trace: Buffer;
  try {
    result = await body();
    // One mark, seen by both clocks, aligns them (both count microseconds at one rate).
    markedAt = await page.evaluate((name) => performance.mark(name).startTime, ALIGN);
  } finally {
    trace = await browser.stopTracing();
  }
  const events: TraceEvent[] = JSON.parse(trace.toString()).traceEvents;
  const mark = events.find((event) => event.name === ALIGN);
  if (!mark) throw new Error('the trace has no alignment mark');
  // The page's main thread (the one the mark was recorded on): each event's
  // start, and each complete event's end, is a point of both clocks.
  const points: [wall: number, thread: number][] = [];
  for (const event of events) {
    if (event.pid !== mark.pid || event.tid !== mark.tid || event.tts === undefined) continue;
    points.push([event.ts, event.tts]);
    if (event.dur !== undefined && event.tdur !== undefined) points.push([event.ts + event.dur, event.tts + event.tdur]);
  }
  points.sort((a, b) => a[0] - b[0]);
  const offset = mark.ts - markedAt * 1000;
  const cpuOf: CpuOf = (startTime, duration) => {
    const from = offset + startTime * 1000;
    const to = from + duration * 1000;
    // The thread time between the last point before the span and the first after it: at least
    // the span's own (never less), and no more than its wall-clock length.
    const before = points.findLast(([wall]) => wall <= from);
    const after = points.find(([wall]) => wall >= to);
    return before && after ? Math.min(duration, (after[1] - before[1]) / 1000) : duration;
  };
  return { result: result!, cpuOf };
}
