import { fail } from '../log.ts';
import { openHeld } from '../layers/open-held.ts';
import { holdLayer } from '../layers/stack.ts';
import type { LightboxHandle, LightboxOptions } from './types.ts';

export type { LightboxHandle, LightboxItem, LightboxOptions } from './types.ts';

let viewer: Promise<typeof import('./lightbox.ts')> | undefined;

/**
 * Opens the lightbox (docs/behaviour/layers.md#lightbox). Its code is a chunk of
 * its own, downloaded the first time; meanwhile a place on the Escape stack
 * is held (docs/behaviour/layers.md#held-layers), so an Escape pressed during the
 * download cancels the opening (and only it): the lightbox never shows.
 * Resolves undefined when cancelled or when the chunk failed.
 */
export async function openLightbox(options: LightboxOptions): Promise<LightboxHandle | undefined> {
  const cancelled = (): undefined => void options.onClose?.();
  try {
    return await openHeld(
      holdLayer('lightbox'),
      () => (viewer ??= import('./lightbox.ts')),
      ({ createLightbox }) => createLightbox(options),
      cancelled,
    );
  } catch (error) {
    viewer = undefined;
    fail('the lightbox failed to load:', error);
    return cancelled();
  }
}
