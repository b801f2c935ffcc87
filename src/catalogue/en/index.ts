/**
 * The English string catalogue: every user-facing (and logged) string of
 * behaviour/vocabulary.md#catalogue, one file per area (`form.ts`, `video.ts`, `cart.ts`…), each
 * exporting `AREA_TEXT` with its messages keyed by meaning. Widgets read it
 * through `t()` in `../index`, never directly, so another language can
 * replace any entry:
 *
 *   import { t } from '../catalogue/index';
 *   import { VIDEO_TEXT } from '../catalogue/en/video';
 *   t(VIDEO_TEXT, 'invalidEmbed') // 'Invalid video embed.'
 *
 * One file per area, because esbuild splits chunks by file, not by export:
 * a chunk carries every file it imports (what any chunk uses of it, shared
 * with them). So a widget imports the area files it reads, and the video
 * widget carries the video strings and nothing else.
 *
 * Messages that take arguments are ICU-style (see
 * `src/messages/format-message.ts`): `{name}` is a placeholder and a
 * literal brace would need quoting. Only areas with such messages carry
 * `format`, so chunks that read plain-text areas only do not pay for the
 * formatter; a message with no placeholder is plain text, shown as
 * written. The strings are the documented wording character for character,
 * including their punctuation ('Submitting…' uses the ellipsis character)
 * and their grammar ('{n} items in cart' for every n above one); where a seed elides part of a string with
 * '...', the elided part is a placeholder named `detail`.
 *
 * This file lists every area by name, for types only (the `Catalogue` a
 * translation fills, and tests). It exports no values, so no chunk can
 * import an area's text from here instead of from its own file, which
 * would bundle every area into that chunk.
 */
import type { FORM_TEXT } from './form.ts';
import type { CHECKOUT_TEXT } from './checkout.ts';
import type { LOGOUT_TEXT } from './logout.ts';
import type { RESERVATION_TEXT } from './reservation.ts';
import type { DATA_LAYER_TEXT } from './data-layer.ts';
import type { COOKIE_BANNER_TEXT } from './cookie-banner.ts';
import type { MONEY_TEXT } from './money.ts';
import type { SUBSCRIPTION_TEXT } from './subscription.ts';
import type { CART_TEXT } from './cart.ts';
import type { CART_PAGE_TEXT } from './cart-page.ts';
import type { REVIEW_TEXT } from './review.ts';
import type { BRIDGE_TEXT } from './bridge.ts';
import type { VIDEO_TEXT } from './video.ts';
import type { GALLERY_TEXT } from './gallery.ts';
import type { IMAGE_TEXT } from './image.ts';
import type { VIEWER_TEXT } from './viewer.ts';
import type { STORAGE_TEXT } from './storage.ts';
import type { DIALOG_TEXT } from './dialog.ts';
import type { SYSTEM_ERROR_TEXT } from './system-error.ts';
import type { ANALYTICS_TEXT } from './analytics.ts';
import type { PERFORMANCE_TEXT } from './performance.ts';
import type { CAPTCHA_TEXT } from './captcha.ts';
import type { ANNOUNCEMENT_BAR_TEXT } from './announcement-bar.ts';
import type { SEARCH_PAGE_TEXT } from './search-page.ts';
import type { POPUP_OVERLAY_TEXT } from './popup-overlay.ts';
import type { SITE_OVERLAYS_TEXT } from './site-overlays.ts';
import type { SOCIAL_BUTTONS_TEXT } from './social-buttons.ts';
import type { QUICK_VIEW_TEXT } from './quick-view.ts';
import type { SIMPLE_LIKES_TEXT } from './simple-likes.ts';
import type { COMMENTS_TEXT } from './comments.ts';
import type { SITE_USER_LOGIN_TEXT } from './site-user-login.ts';
import type { IMAGE_ZOOM_TEXT } from './image-zoom.ts';
import type { PRODUCT_GALLERY_TEXT } from './product-gallery.ts';
import type { PRODUCT_LIST_TEXT } from './product-list.ts';
import type { TOUR_DATES_TEXT } from './tour-dates.ts';
import type { FORM_FIELD_TEXT } from './form-field.ts';
import type { SUMMARY_TEXT } from './summary.ts';
import type { MAP_TEXT } from './map.ts';
import type { PRODUCT_TEXT } from './product.ts';
import type { THIRD_PARTY_TEXT } from './third-party.ts';
import type { TEMPLATE_TEXT } from './template.ts';

/** Every English area by its name (the key a translation uses). */
export interface EnglishAreas {
  form: typeof FORM_TEXT;
  checkout: typeof CHECKOUT_TEXT;
  logout: typeof LOGOUT_TEXT;
  reservation: typeof RESERVATION_TEXT;
  dataLayer: typeof DATA_LAYER_TEXT;
  cookieBanner: typeof COOKIE_BANNER_TEXT;
  money: typeof MONEY_TEXT;
  subscription: typeof SUBSCRIPTION_TEXT;
  cart: typeof CART_TEXT;
  cartPage: typeof CART_PAGE_TEXT;
  review: typeof REVIEW_TEXT;
  bridge: typeof BRIDGE_TEXT;
  video: typeof VIDEO_TEXT;
  gallery: typeof GALLERY_TEXT;
  image: typeof IMAGE_TEXT;
  viewer: typeof VIEWER_TEXT;
  storage: typeof STORAGE_TEXT;
  dialog: typeof DIALOG_TEXT;
  systemError: typeof SYSTEM_ERROR_TEXT;
  analytics: typeof ANALYTICS_TEXT;
  performance: typeof PERFORMANCE_TEXT;
  captcha: typeof CAPTCHA_TEXT;
  announcementBar: typeof ANNOUNCEMENT_BAR_TEXT;
  searchPage: typeof SEARCH_PAGE_TEXT;
  popupOverlay: typeof POPUP_OVERLAY_TEXT;
  siteOverlays: typeof SITE_OVERLAYS_TEXT;
  socialButtons: typeof SOCIAL_BUTTONS_TEXT;
  quickView: typeof QUICK_VIEW_TEXT;
  simpleLikes: typeof SIMPLE_LIKES_TEXT;
  comments: typeof COMMENTS_TEXT;
  siteUserLogin: typeof SITE_USER_LOGIN_TEXT;
  imageZoom: typeof IMAGE_ZOOM_TEXT;
  productGallery: typeof PRODUCT_GALLERY_TEXT;
  productList: typeof PRODUCT_LIST_TEXT;
  tourDates: typeof TOUR_DATES_TEXT;
  formField: typeof FORM_FIELD_TEXT;
  summary: typeof SUMMARY_TEXT;
  map: typeof MAP_TEXT;
  template: typeof TEMPLATE_TEXT;
  product: typeof PRODUCT_TEXT;
  thirdParty: typeof THIRD_PARTY_TEXT;
}
