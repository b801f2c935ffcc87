/**
 * Block type names for the corpus report (docs/behaviour/tools.md#corpus): a
 * `data-block-type` number is printed by the platform's name for it
 * (src/enums/block-type.ts, kebab-cased: 2 html, 21 spacer, 23 code,
 * 47 horizontal-rule), and the fluid engine's website components (1337)
 * by their `data-definition-name` where the page gives one.
 */
import { BLOCK_TYPE_NUMBERS } from '../../src/enums/block-type.ts';

/** The fluid engine's website-component blocks: one number for many components. */
export const WEBSITE_COMPONENT = 1337;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const NAMES = new Map<number, string>([
  ...Object.entries(BLOCK_TYPE_NUMBERS).map(([name, number]) => [number, kebab(name)] as [number, string]),
  [WEBSITE_COMPONENT, 'website-component'],
]);

/**
 * The name of a block type as markup gives it: a `data-block` name as it is,
 * a number by its name (`2` → `html`), a website component with its
 * definition (`website-component shape`); an unknown number stays a number.
 */
export function blockTypeName(type: string, definition?: string | null): string {
  if (!/^\d+$/.test(type)) return type;
  const name = NAMES.get(Number(type)) ?? `type ${type}`;
  const component = definition?.replace(/^website\.components\./, '');
  return Number(type) === WEBSITE_COMPONENT && component ? `${name} ${component}` : name;
}
