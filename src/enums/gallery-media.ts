/**
 * Gallery item media types (behaviour.md#vocabulary, "Editor enumerations").
 */
export const GALLERY_ITEM_MEDIA_TYPE = {
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
} as const;

/** One gallery item media type. */
export type GalleryItemMediaType = (typeof GALLERY_ITEM_MEDIA_TYPE)[keyof typeof GALLERY_ITEM_MEDIA_TYPE];
