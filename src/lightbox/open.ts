import { fail } from '../log.ts';
import { holdLayer } from '../layers/stack.ts';
import type { LightboxHandle, LightboxOptions } from './types.ts';

export type { LightboxHandle, LightboxItem, LightboxOptions } from './types.ts';

let viewer: Promise<typeof import('./lightbox.ts')> | undefined;

/**
 * Opens the lightbox (docs/behaviour.md#lightbox). Its code is a chunk of
 * its own, downloaded the first time; meanwhile a place on the Escape stack
 * is held, so an Escape pressed during the download cancels the opening
 * (and only it). Resolves undefined when cancelled or when the chunk failed.
 */
export async function openLightbox(options: LightboxOptions): Promise<LightboxHandle | undefined> {
  const release = holdLayer('lightbox');
  try {
    const module = await (viewer ??= import('./lightbox.ts'));
    if (release()) {
      options.onClose?.();
      return undefined;
    }
    return module.createLightbox(options);
  } catch (error) {
    release();
    viewer = undefined;
    fail('the lightbox failed to load:', error);
    options.onClose?.();
    return undefined;
  }
}
