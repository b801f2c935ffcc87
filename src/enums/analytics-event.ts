/**
 * Analytics event kinds (docs/behaviour/vocabulary.md#vocabulary: "page view 1,
 * site search 2, heartbeat 10, audio 20, video 21").
 */
export const ANALYTICS_EVENT = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;
