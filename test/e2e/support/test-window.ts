/**
 * The globals fixture pages and init scripts set for a spec to read back (each page script
 * names its own: fixtures/pages/.../*.js), typed for the `page.evaluate` callbacks that read
 * them: `(window as TestWindow).qaTockScriptRuns`. A type only, so nothing of it reaches
 * the serialised callback.
 */
export type TestWindow = Window &
  typeof globalThis & {
    /** Runs of a stand-in provider script, by provider (fixtures/pages/commerce/providers/). */
    qaProviderRuns?: Record<string, number>;
    qaReservationScriptRuns?: number;
    qaTockScriptRuns?: number;
    /** Strict-CSP violations an init script collected (`securitypolicyviolation`). */
    __violations?: string[];
    __followStandin?: number;
    /** Set only if markup the runtime should never run did run. */
    __pwned?: unknown;
    /** What the maps stand-in was asked for (fixtures/pages/content/maps-standin.js). */
    __mapsStandin?: { loads: number; scripts: string[]; maps: unknown[]; markers: Array<{ icon: { size: { width: number; height: number } } }> };
    /** Exposed by the spec (page.exposeFunction) to hear the blocks at siteInitialized. */
    __initialized?: (blocks: string[]) => void;
    cleanupCalls?: number;
  };
