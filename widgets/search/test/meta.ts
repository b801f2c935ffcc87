/** The search block's meta (tools/block-meta/types.ts): read by tests and tools only. */
import { providerMeta } from '../../../tools/block-meta/provider-meta.ts';

export const meta = providerMeta('search');
