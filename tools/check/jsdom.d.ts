/** The part of jsdom's API the check command uses (jsdom ships no types and @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { includeNodeLocations?: boolean });
    readonly window: Window & typeof globalThis;
    nodeLocation(node: Node): { startLine: number; startCol: number; attrs?: Record<string, { startOffset: number; endOffset: number }> } | null | undefined;
  }
}
