/**
 * One scroll schedule for every parallax layer on the page
 * (docs/behaviour/sections.md#background-image-fx): a scroll or resize asks for one
 * animation frame; in it every layer reads its box first, then every layer
 * writes its image's place, so a page of several parallax sections lays out
 * once per frame. A layer's first placement joins the mounts' batched reads
 * (src/dom/layout-batch.ts).
 */
import { readThenWrite } from '../../src/dom/layout-batch.ts';

/** A layer: its read returns the write that places it. */
export type Layer = () => () => void;

const layers = new Set<Layer>();
let frame = 0;

function run(): void {
  frame = 0;
  const writes = [...layers].map((read) => read());
  for (const write of writes) write();
}

/** Asks for one frame that places every layer. */
export function schedule(): void {
  frame ||= requestAnimationFrame(run);
}

/** Adds a layer, placed now (batched with the other mounts) and at every scroll and resize; returns its removal. */
export function addLayer(layer: Layer): () => void {
  if (!layers.size) {
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
  }
  layers.add(layer);
  void readThenWrite(() => (layers.has(layer) ? layer() : undefined));
  return () => {
    layers.delete(layer);
    if (layers.size) return;
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
