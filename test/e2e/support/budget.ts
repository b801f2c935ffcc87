import { readFileSync } from 'node:fs';

const budgets: Record<string, number> = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).costBudget;

/**
 * A cost budget in gzip bytes (or files), from `costBudget` in package.json:
 * every budget lives there, so raising one is a visible change to one file.
 */
export function costBudget(name: string): number {
  const budget = budgets[name];
  if (typeof budget !== 'number') throw new Error(`package.json has no costBudget["${name}"]`);
  return budget;
}
