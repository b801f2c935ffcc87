/** Declarations for build/schema-docs.mjs (a plain script the build imports; tools/block-docs/ too). */
export function writeSchemaReference(root: string, blocks: Array<{ name: string }>): Promise<void>;
export function fieldTable(mod: { fields?: unknown }): string[];
