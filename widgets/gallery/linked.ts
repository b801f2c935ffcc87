/**
 * Linked galleries (docs/behaviour/gallery.md#gallery): galleries on one page that
 * keep their indexes in step. Only the one that names the others keeps the
 * keyboard.
 */
export interface LinkedGallery {
  readonly inMotion: boolean;
  /** Moves to `index` because a linked gallery moved (no echo back). */
  follow(index: number): void;
}

const galleries = new Map<string, LinkedGallery>();
const links = new Map<string, Set<string>>();

/** Registers a gallery under its block id and links it both ways with `others`; returns the undo. */
export function registerGallery(id: string, gallery: LinkedGallery, others: string[]): () => void {
  galleries.set(id, gallery);
  for (const other of others) {
    if (other === id) continue;
    (links.get(id) ?? links.set(id, new Set()).get(id)!).add(other);
    (links.get(other) ?? links.set(other, new Set()).get(other)!).add(id);
  }
  return () => {
    galleries.delete(id);
  };
}

/** Whether a gallery named in someone else's `linkedGalleries` (and so not the primary). */
export function isSecondary(id: string, others: string[]): boolean {
  return !others.length && (links.get(id)?.size ?? 0) > 0;
}

/** The mounted galleries linked to `id`. */
export function linkedTo(id: string): LinkedGallery[] {
  return Array.from(links.get(id) ?? [], (other) => galleries.get(other)).filter((g): g is LinkedGallery => g !== undefined);
}
