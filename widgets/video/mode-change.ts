/**
 * A video's mode change (docs/behaviour/video.md#video): when the block's data
 * changes in place (`data-block-json`) and names another mode, the video is
 * unloaded (its wrapper back as the server sent it, a playing player gone)
 * and loaded again with the new mode. Other changes leave it alone.
 */
import type { BlockContext, Cleanup } from '../../src/block-context.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { warn } from '../../src/log.ts';
import { fields } from './data.ts';

/** Starts the video in `mode`; returns its unload. */
type StartInMode = (mode: string) => Cleanup;

/**
 * Starts the video in `mode` and reloads it whenever the block's data names
 * another; returns the cleanup that unloads the current one and stops watching.
 */
export function reloadOnModeChange(element: HTMLElement, context: BlockContext, mode: string, start: StartInMode): Cleanup {
  let current = mode;
  let stop = start(mode);
  const observer = new MutationObserver(() => {
    let next: string;
    try {
      next = useBlockData(fields, JSON.parse(element.getAttribute('data-block-json') ?? '{}'), context).mode;
    } catch (error) {
      warn(`block #${context.id} (type "${context.type}"), field "data-block-json": the new data cannot be read; the video keeps its mode`, error);
      return;
    }
    if (next === current) return;
    current = next;
    stop();
    stop = start(next);
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-block-json'] });
  return () => {
    observer.disconnect();
    stop();
  };
}
