/** Declarations for build/plugins.mjs (a plain script the build imports; its unit test too). */
export function sourceText(path: string): string;
