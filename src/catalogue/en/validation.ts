import { fillPlaceholders } from '../../messages/fill-placeholders.ts';
import type { Area } from '../area.ts';

/**
 * Validation messages of the catalogues (behaviour.md#catalogue). The specification (behaviour.md#catalogue)
 * gives the email hint line only as "a line telling that emails must follow
 * the name-at-domain form"; its wording here is ours. The links message
 * repeats `{host}` exactly as the specification (behaviour.md#catalogue) writes it.
 */
export const VALIDATION_TEXT = {
  name: 'validation',
  format: fillPlaceholders,
  messages: {
    enterValidEmail: 'Please enter a valid email',
    emailFormatHint: 'Emails must follow the format name@domain.com',
    linkFormat: 'Links must be formatted as {host} or {host}',
    invalidPageUrl: '{val} is not a valid page URL',
    unexpectedOption: '{val} is not one of the expected options',
    enterFileName: 'Please enter a file name',
    datasetNeedsColumn: 'Your dataset must have at least one column',
    datasetNeedsRow: 'Your dataset must have at least one row',
    rowsMissingData: 'One or more rows was missing data',
    datasetTruncated: 'Your dataset has been truncated to {maxRows} rows',
    listRequired: 'A List must be selected',
    tagExists: 'This {tagType} already exists',
    oneTagAtATime: 'You may only edit one {tagType} at a time',
  },
} as const satisfies Area;
