/** The image loader (docs/behaviour.md#image-loading): the entry points blocks import. */
export { loadImages, type ImageLoadOptions } from './load-images.ts';
export { loadImage, LOADING_MARKER, RESOLUTION_ATTRIBUTE, type LoadImageOptions } from './load-image.ts';
export { IMAGE_WIDTH_STEPS, widthStepFor } from './width-steps.ts';
export type { CropMode, FitAlignment } from './crop.ts';
