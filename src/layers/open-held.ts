/**
 * A layer that is one step in a possible chain: asked for (a place held on
 * the Escape stack), its chunk imported, opened, and cancelled at once when
 * the visitor pressed Escape meanwhile (docs/behaviour/layers.md#held-layers).
 */

/** What `open` returns: something that closes, as a dialog handle does. */
export interface CancellableLayer {
  close(result: 'cancel'): void;
}

/**
 * Imports a layer's code, then opens it, in the place `release` holds on the
 * Escape stack (from `holdLayer(kind)`, taken when the layer was asked for:
 * often before this file's own chunk arrived). The place is given up once
 * the code is in; if an Escape took it meanwhile, the layer opens and is
 * closed with `'cancel'` at once, so its close still reaches the page.
 * A layer that must not show at all once Escape took its place (the
 * lightbox: opening would push a history entry only to take it back)
 * passes `skip`, called instead of opening it; its result resolves.
 * Resolves with the layer; rejects when the import or `open` fails, the
 * place given up either way.
 */
export async function openHeld<M, L extends CancellableLayer, S = never>(
  release: () => boolean,
  load: () => Promise<M>,
  open: (module: M) => L,
  skip?: () => S,
): Promise<L | S> {
  try {
    const module = await load();
    const escaped = release();
    if (escaped && skip) return skip();
    const layer = open(module);
    if (escaped) layer.close('cancel');
    return layer;
  } finally {
    release();
  }
}
