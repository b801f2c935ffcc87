/**
 * 7.1 section controllers (docs/behaviour/sections.md#controllers): the names the
 * platform's server markup declares in `data-controller`, by the widget
 * folder (`widgets/NAME/`) that handles them. The build writes them into the
 * blocks runtime's table beside the `data-block-type` numbers, so a
 * controller is found, loaded and mounted like a block type.
 */
/** @type {Readonly<Record<string, readonly string[]>>} */
export const CONTROLLER_NAMES = {
  header: ['Header'],
  'section-wrapper': ['SectionWrapperController'],
  'gallery-section': ['GalleryGrid', 'GalleryMasonry', 'GallerySlideshow', 'GalleryFullscreenSlideshow', 'GalleryReel', 'GalleryStrips'],
  'list-section': ['UserItemsListSimple', 'UserItemsListCarousel', 'UserItemsListBannerSlideshow'],
  'section-divider': ['SectionDivider'],
  'background-image-fx': ['BackgroundImageFXParallax'],
  'blog-image-loader': ['BlogImageLoader'],
  'user-account-link': ['UserAccountLink'],
  'video-background-native': ['VideoBackgroundNative'],
  'product-gallery': ['ProductGallery'],
  'product-variants': ['ProductItemVariants'],
  'product-cart-button': ['ProductCartButton'],
  'image-zoom': ['ImageZoom'],
  lightbox: ['Lightbox'],
};
