import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * File limits (behaviour.md#catalogue). `fileTypeMessage` carries its own
 * trailing space, as the documented '{fileTypeMessage}file' implies.
 */
export const FILE_LIMIT_TEXT = {
  name: 'fileLimit',
  format: fillPlaceholders,
  messages: {
    tooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
    unsupportedType: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
  },
} as const satisfies Area;
