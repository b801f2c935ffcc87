/** The newsletter block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'forms/newsletter.csp.html',
  selector: '#block-news-narrow',
  cost: 'content-block-first-view',
  visitor: "Types an email address and subscribes; sees the field's error or the thank-you message.",
};
