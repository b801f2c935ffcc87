/** Declarations for build/controller-names.mjs (a plain script the build imports; tools/block-docs/ too). */
export const CONTROLLER_NAMES: Readonly<Record<string, readonly string[]>>;
