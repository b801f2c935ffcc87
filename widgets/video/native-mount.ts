/**
 * A hosted video block's mount (docs/behaviour/video.md#native-video), loaded by
 * the video block only when the block is one: its content item read from the
 * markup, then the `<video>`.
 */
import type { Cleanup } from '../../src/block-context.ts';
import { BlockDataError } from '../../src/block-data-error.ts';
import { nativeVideoFiles } from '../../src/video/native-source.ts';
import { nativeSettings, type OtherVideoPlay, startNativeVideo } from './native.ts';

/** Starts the hosted video in `holder` (the block's `.sqs-native-video`); a holder naming no file is the block's error. */
export function mountNative(holder: HTMLElement | null, settings: unknown, onOtherVideoPlay: OtherVideoPlay, title?: string): Cleanup {
  const files = nativeVideoFiles(holder?.getAttribute('data-config-video'));
  if (!holder || !files) {
    throw new BlockDataError(
      '.sqs-native-video[data-config-video]',
      'a hosted video (resolvedBy "native") needs its content item with alexandriaUrl and systemDataVariants',
    );
  }
  return startNativeVideo(holder, files, nativeSettings(settings ?? holder.getAttribute('data-config-settings')), onOtherVideoPlay, title);
}
