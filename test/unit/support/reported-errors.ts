import { afterEach, beforeEach } from 'vitest';

/**
 * The errors handed to the error reporter during each test of the file
 * (window `error` events, taken as the loader's early queue takes them on a
 * page; docs/behaviour/services.md#contained-reports). Without a listener, vitest's
 * jsdom treats such an event as an uncaught exception. Call once per file.
 */
export function reportedErrors(): unknown[] {
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  beforeEach(() => {
    reported.length = 0;
    window.addEventListener('error', onError);
  });
  afterEach(() => window.removeEventListener('error', onError));
  return reported;
}
