/** No block JSON: the settings are the server markup's attributes (docs/behaviour/blocks.md#widget-contract). */

/** One line for the block-schema reference. */
export const summary =
  'A 7.1 section\'s background video (`data-controller="VideoBackgroundNative"` in `.section-background`): the content item in `.sqs-video-background-native[data-config-native-video]` (else the section\'s `data-current-context` `video.nativeVideoContentItem`) and `data-config-playback-speed`; a muted, looping, inline `<video>`, the poster under reduced motion.';
