/** Declarations for tools/write-types.mjs (a plain script the build imports). */
export const TYPE_SOURCES: string[];
export function declarationsOf(text: string): string[];
export function typesFor(root: string): string;
export function writeTypes(root: string, out?: string): string;
export const MODULE_PREFIX: string;
export const MODULES_FILE: string;
export function loadableEntries(root: string): Array<{ name: string; file: string }>;
export function moduleTypesFor(root: string): string;
