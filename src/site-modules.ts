/**
 * What `SiteRuntime.load(name)` resolves to, by name: every module the
 * build makes a chunk of (src/chrome/NAME, modules/NAME and the blocks
 * runtime), and only those, so a name that would reject in the browser
 * does not compile (test/unit/tools/types.test.ts holds this list to the
 * build's). Page scripts mostly want `services`, the router to the site's
 * lazy services (`load('services').then((s) => s.dialog())`).
 */
export interface SiteModules {
  'census': typeof import('./chrome/census/index.ts');
  'cookie-banner': typeof import('./chrome/cookie-banner/index.ts');
  'idle-start': typeof import('./chrome/idle-start/index.ts');
  'services': typeof import('./chrome/services/index.ts');
  blocks: typeof import('./blocks/index.ts');
  'announcement-bar': typeof import('../modules/announcement-bar/index.ts');
  'audio-player': typeof import('../modules/audio-player/index.ts');
  'block-animation': typeof import('../modules/block-animation/index.ts');
  'blog-list': typeof import('../modules/blog-list/index.ts');
  'cart-badge': typeof import('../modules/cart-badge/index.ts');
  'cart-page': typeof import('../modules/cart-page/index.ts');
  'chart-helpers': typeof import('../modules/chart-helpers/index.ts');
  'classic-template': typeof import('../modules/classic-template/index.ts');
  'comments': typeof import('../modules/comments/index.ts');
  'events': typeof import('../modules/events/index.ts');
  'gallery-list': typeof import('../modules/gallery-list/index.ts');
  'image-zoom': typeof import('../modules/image-zoom/index.ts');
  'overlays-manager': typeof import('../modules/overlays-manager/index.ts');
  'page-images': typeof import('../modules/page-images/index.ts');
  'pinterest-overlay': typeof import('../modules/pinterest-overlay/index.ts');
  'popup-overlay': typeof import('../modules/popup-overlay/index.ts');
  'product-item': typeof import('../modules/product-item/index.ts');
  'product-list': typeof import('../modules/product-list/index.ts');
  'quick-view': typeof import('../modules/quick-view/index.ts');
  'reviews-request': typeof import('../modules/reviews-request/index.ts');
  'search-page': typeof import('../modules/search-page/index.ts');
  'share-buttons': typeof import('../modules/share-buttons/index.ts');
  'simple-likes': typeof import('../modules/simple-likes/index.ts');
  'site-fonts': typeof import('../modules/site-fonts/index.ts');
  'social-buttons': typeof import('../modules/social-buttons/index.ts');
  'tour-dates': typeof import('../modules/tour-dates/index.ts');
}

/** A name `SiteRuntime.load()` accepts. */
export type SiteModuleName = keyof SiteModules;
