/**
 * The nearest of `names` to a misspelt one (`acordion` → `accordion`), for
 * the "unknown block type" message of the console and of `site-runtime
 * check` (docs/behaviour/tools.md#check): the one fewest single-letter edits away
 * (an insertion, a deletion, a change, or two letters swapped), if it is
 * within a third of the name's length (at least one edit, at most three).
 * Used by check and the serve overlay, not shipped to visitors.
 */
export function nearestName(name: string, names: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of names) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Edits between `a` and `b` (optimal string alignment: insert, delete, change, swap neighbours). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The "unknown block type" sentence, with the nearest known type when there is one. */
export function unknownTypeMessage(type: string, names: Iterable<string>): string {
  const nearest = nearestName(type, names);
  return `unknown block type "${type}"${nearest ? ` (did you mean "${nearest}"?)` : ''}`;
}
