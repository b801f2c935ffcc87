/** Editor frame device views (behaviour.md#vocabulary). */
export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;

/** One editor device view. */
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** Collection views (behaviour.md#vocabulary: "list, grid, product"). */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;

/** One collection view. */
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/**
 * Section types (behaviour.md#vocabulary: "cover-page, lock-screen,
 * popup-overlay").
 */
export const SECTION_TYPES = ['cover-page', 'lock-screen', 'popup-overlay'] as const;

/** One section type. */
export type SectionType = (typeof SECTION_TYPES)[number];
