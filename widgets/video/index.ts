/**
 * The video block (32), enhanced in place on the platform's markup
 * (docs/behaviour/video.md#video): the wrapper's `data-html` holds the player and
 * the markup the overlay, so the video needs no React; its data is read
 * leniently with its declaration (./data.ts), no zod.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { fields } from './data.ts';
import { startVideo } from './video.ts';
import { onOtherVideoPlay } from './players.ts';
import { reloadOnModeChange } from './mode-change.ts';
import './video.css';

/** Reads the data, finds the embed code (the data's, else the wrapper's `data-html`) and starts the video. */
export function mount(element: HTMLElement, raw: unknown, context: BlockContext): Cleanup | Promise<Cleanup> {
  const data = useBlockData(fields, raw, context);
  const native = element.querySelector<HTMLElement>('.sqs-native-video');
  if (data.resolvedBy === 'native' || native) {
    // A hosted video has no embed code: its files are the markup's content item (docs/behaviour/video.md#native-video).
    // Its own chunk: the embedded videos' first view does not carry it. `settings` is read there, leniently.
    const settings = (raw as { settings?: unknown } | null)?.settings;
    return import('./native-mount.ts').then(({ mountNative }) => mountNative(native, settings, onOtherVideoPlay, data.title));
  }
  const found = element.querySelector<HTMLElement>('.sqs-video-wrapper');
  const wrapper = found ?? ownDoc.createElement('div');
  const options = {
    embedHtml: data.html ?? found?.getAttribute('data-html') ?? '',
    overlay: data.overlay,
    mode: data.mode,
    title: data.title,
    thumbnail: data.thumbnailUrl ?? found?.querySelector('.sqs-video-overlay img')?.getAttribute('data-src') ?? undefined,
    providerName: data.providerName,
  };
  // A mode change unloads the video and loads it again (docs/behaviour/video.md#video).
  const start = (mode: string) => startVideo(wrapper, { ...options, mode });
  if (found) return reloadOnModeChange(element, context, data.mode, start);
  // A block written by hand without the platform's wrapper: its content is a fallback, replaced
  // while the video runs and put back by the cleanup.
  const fallback = Array.from(element.childNodes);
  wrapper.className = 'sqs-video-wrapper';
  element.replaceChildren(wrapper);
  const stop = reloadOnModeChange(element, context, data.mode, start);
  return () => {
    stop();
    element.replaceChildren(...fallback);
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
