/** Types for tools/rewrite-citations.mjs, so the citations test can use its table and scan. */
export declare const ROOTS: readonly string[];
export declare const EXEMPT: readonly string[];
export declare const ANCHOR_BY_PATH: ReadonlyArray<readonly [string, string]>;
export declare const CITATION: RegExp;
export declare function anchorFor(path: string): string;
export declare function rewrite(text: string, anchor: string): string;
export declare function filesToScan(root?: string): string[];
export declare const OLD_PAGE: RegExp;
export declare function pageOf(anchor: string, root?: string): string;
export declare function toPages(text: string, root?: string): string;
