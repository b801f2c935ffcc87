/**
 * A rejection handler that logs what failed and goes no further: each
 * start-up flow and each lazy service is contained on its own, so one
 * failure never stops the others (the Stimulus way).
 */
export function contained(what: string): (error: unknown) => void {
  return (error) => console.error(`[site-runtime] ${what} failed:`, error);
}
