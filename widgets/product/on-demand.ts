/**
 * A part of the product block that a first view mostly does not show
 * (docs/behaviour/commerce.md#product-first-view): its module is imported the first
 * time it is needed, then is at hand at once. Kept per page, so every
 * product block shares one import.
 */
export interface OnDemand<M> {
  /** The module once it has arrived, else `undefined`. */
  readonly loaded: M | undefined;
  /** Imports the module: once, or again after a failed attempt. */
  load(): Promise<M>;
}

/** Wraps `importer` (a dynamic `import()`) as an {@link OnDemand} part. */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      return (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined; // a later use tries again
          throw error;
        },
      ));
    },
  };
}
