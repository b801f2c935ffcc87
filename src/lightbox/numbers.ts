/** The lightbox's numbers (docs/behaviour/layers.md#lightbox). */
export const LIGHTBOX = {
  /** Slide change, ms. */
  speedMs: 600,
  /** Overlay fade, ms. */
  fadeMs: 300,
  /** Arrow keys act at most once per this many ms. */
  arrowThrottleMs: 200,
  /** Clicks this close to the left or right edge (a fraction of the width) do not change slides. */
  edgeMargin: 0.02,
} as const;

/** On `<body>` while a lightbox is open. */
export const BODY_OPEN_CLASS = 'sqs-lightbox-open';
/** On a control that cannot act (an end without loop). */
export const DISABLED_CLASS = 'sqs-disabled';
