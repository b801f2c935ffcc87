/**
 * A visitor probe: a small runnable check of what a block type, section
 * controller or page module does for a visitor once it is ready (issue 35:
 * the menu folder opens, the lightbox form opens and takes focus, the hero
 * is visible). Each lives next to the code it checks, as
 * `widgets/NAME/test/probe.ts` or `modules/NAME/test/probe.ts`, exporting
 * `probes: VisitorProbe[]`. It is read only by tests and tools (the
 * `site-runtime corpus` command and the e2e specs), never by a widget's
 * `index.ts`, so it costs the browser nothing.
 */
import type { Locator, Page } from '@playwright/test';

/** What a probe is handed for one element it applies to. */
export interface ProbeVisit {
  page: Page;
  /** The element matched by the probe's `selector` (one at a time). */
  target: Locator;
  /** The viewport width this run uses (1280 or 390). */
  width: number;
}

/** One visitor feature and how to check it. */
export interface VisitorProbe {
  /** The feature as a visitor would name it, e.g. "a folder in the phone menu opens its sub-menu". */
  feature: string;
  /** A CSS selector for the elements the feature applies to on any page (platform markup as served). */
  selector: string;
  /** The viewport widths it applies at; default both (1280 and 390). */
  widths?: readonly number[];
  /** At most this many matching elements are checked per page (default 3): the rest are alike. */
  limit?: number;
  /**
   * Checks the feature on `visit.target` as a visitor would (click, tap, keys,
   * what is visible). Resolves when it works; throws an Error whose message
   * says what the visitor met ("the sub-menu stayed hidden"). It leaves the
   * page as it found it (closes what it opened), or the runner reloads it.
   */
  run(visit: ProbeVisit): Promise<void>;
}
