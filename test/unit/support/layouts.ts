/**
 * The browser's ResizeObserver, reporting when the test says the next layout
 * has happened: jsdom has none, and a test of the layout batch
 * (src/dom/layout-batch.ts) or of a mount that reads through it tells what
 * ran before the layout from what ran after. Stub it with
 * `vi.stubGlobal('ResizeObserver', Layouts)` and empty `Layouts.made` before each test.
 */
export class Layouts {
  static made: Layouts[] = [];
  observed: Element[] = [];
  constructor(private callback: ResizeObserverCallback) {
    Layouts.made.push(this);
  }
  observe(target: Element): void {
    this.observed.push(target);
  }
  disconnect(): void {
    this.observed = [];
  }
  /** The next layout: a first report for what is observed. */
  static layout(): void {
    for (const observer of Layouts.made) if (observer.observed.length) observer.callback([], observer as never);
  }
}
