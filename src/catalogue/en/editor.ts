import type { Area } from '../area.ts';

/** Editor and catalogue strings (behaviour.md#catalogue). */
export const EDITOR_TEXT = {
  name: 'editor',
  messages: {
    networkError: 'Network error',
    unableToLoadResults: 'Unable to load results',
    somethingWentWrong: 'Something went wrong',
    unableToLoadTryAgain: 'Unable to load. Try again.',
    noJobResponse: 'No response data from job request',
    fileProcessingFailed: 'File processing failed',
    fileProcessingCancelled: 'File processing cancelled',
    fileUploadIncomplete: 'File upload failed to complete',
    renameProblem: 'There was a problem while renaming your file.',
    renameTitle: 'Unable to Rename File',
    uploadProblem: 'There was a problem while uploading your file.',
    uploadTitle: 'Unable to Upload File',
    unableToLoadCollections: 'Unable to load collections',
    unableToLoadFonts: 'Unable to load fonts',
    unableToConnect: 'Unable to connect. Please try again',
    codeEditingUnavailableOnAndroid: 'Code editing is not available on Android',
    timezoneLoadFailed: 'Failed to load timezone.',
  },
} as const satisfies Area;
