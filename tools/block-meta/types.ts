/**
 * A block type's meta (`widgets/NAME/test/meta.ts`): what the tests and tools need
 * to know about a block beyond its code, so adding a block type is its
 * folder (docs/architecture.md#adding-a-block-type), and every list of
 * blocks the tests use derives from the metas (tools/block-meta/read.ts).
 * A meta lives in the folder's `test/`, read only by tests and tools, never
 * imported by anything that ships, so it costs the browser nothing.
 */
import type { Expect, Locator, Page } from '@playwright/test';

/** What a derived spec hands a block's `check`: the page, the mounted block and Playwright's `expect`. */
export interface Visit {
  page: Page;
  block: Locator;
  expect: Expect;
}

/** One block type's meta. */
export interface BlockMeta {
  /** A page under fixtures/pages/ holding a working block of this type (as the QA server serves it at /fixtures/…). */
  fixture: string;
  /** The block's element in that page: docs/blocks/NAME.md prints it, and the derived specs mount that copy. */
  selector: string;
  /**
   * The element to print instead, when the block reads its surroundings
   * (the section divider reads its section's settings): an ancestor of it,
   * shown in the platform's form only.
   */
  shows?: string;
  /** What a visitor can do with it, in a sentence or two (docs/blocks/NAME.md). */
  visitor: string;
  /** What else the page needs (site context, stand-in scripts), when anything. */
  needs?: string;
  /**
   * The `costBudget` key in package.json its first view is held to
   * (test/e2e/block-costs.spec.ts: the block alone on a page, beyond the
   * idle start and the blocks runtime).
   */
  cost: string;
  /** What it does for a visitor once ready, asserted on the docs' own markup (test/e2e/docs-blocks.spec.ts). */
  check?: (visit: Visit) => Promise<void>;
}
