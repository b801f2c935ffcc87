/** Whether the visitor asked for reduced data (`Save-Data`, via the Network Information API). */
function prefersSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The pixel density to size for: the screen's, kept within `min`…`max`,
 * and 1 when the visitor asked to save data and the caller has not opted
 * out with `allowSaveData: false`.
 */
export function effectiveDpr(options: { dprMin?: number; dprMax?: number; allowSaveData?: boolean } = {}): number {
  if (options.allowSaveData !== false && prefersSaveData()) return 1;
  const raw = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const min = options.dprMin ?? 1;
  const max = options.dprMax ?? Infinity;
  return Math.min(max, Math.max(min, raw));
}
