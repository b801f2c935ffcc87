/** The reservation block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import type { BlockMeta } from '../../../tools/block-meta/types.ts';

export const meta: BlockMeta = {
  fixture: 'commerce/reservation.html',
  selector: '#block-reservation-narrow',
  cost: 'content-block-first-view',
  visitor: "Picks a date, time and party size in the provider's widget; a signed-in owner sees a preview notice instead.",
};
