import { warn } from '../log.ts';

/**
 * Reads a 7.1 section's JSON attribute (`data-props`, `data-current-context`)
 * leniently: missing is `{}`, and so is invalid JSON, with one console
 * warning naming the element and the attribute (the section still works
 * with its defaults; docs/behaviour/sections.md#controllers).
 */
export function readSectionJson(element: Element, attribute: string): Record<string, unknown> {
  const raw = element.getAttribute(attribute);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // (warned below)
  }
  warn(`section ${element.getAttribute('data-section-id') ?? element.id ?? ''}: ${attribute} is not a JSON object; defaults used`);
  return {};
}

/** A number setting, or `fallback` (with one warning) when it is present but not a finite number. */
export function numberSetting(props: Record<string, unknown>, key: string, fallback: number): number {
  const value = props[key];
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  warn(`section setting ${key}: ${JSON.stringify(value)} is not a number; ${fallback} used`);
  return fallback;
}
