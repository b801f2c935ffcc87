/**
 * Reads the text highlight settings into the same typed value the zod
 * schema (`./schema.ts`) gives, every default filled and unknown fields
 * dropped, or throws a `BlockDataError` naming the first field at fault, as
 * `parseBlockData` would. By hand, so the block's first view carries no zod
 * runtime (docs/behaviour.md#hand-read-block-data); the schema stays the
 * documented statement of the settings, and
 * `test/unit/widgets/text-highlight/read-settings.test.ts` holds the two together.
 */
import { boolean, number, object, oneOf, string, withDefault } from '../../src/block-data/read-json.ts';
import { refuseField } from '../../src/block-data/refuse-field.ts';
import type { TEXT_HIGHLIGHT_DEFAULTS } from '../../src/enums/text-highlight.ts';
import type { HighlightSettings } from './schema.ts';
import { HIGHLIGHT_SHAPE_NAMES } from './shapes.ts';
import { HIGHLIGHT_ANIMATIONS, HIGHLIGHT_BLENDS, HIGHLIGHT_DIRECTIONS, HIGHLIGHT_LINECAPS, HIGHLIGHT_THICKNESS } from './settings-values.ts';

type Defaults = typeof TEXT_HIGHLIGHT_DEFAULTS;

const among =
  <T extends string>(values: readonly T[]) =>
  (value: unknown, field: string): T =>
    oneOf(value, field, values);

function thickness(value: unknown, field: string): string {
  const text = string(value, field);
  if (!HIGHLIGHT_THICKNESS.test(text)) refuseField(field, 'invalid_format');
  return text;
}

/** The settings from the block's JSON. */
export function readHighlightSettings(raw: unknown): HighlightSettings {
  const data = object(raw ?? {}, '(root)');
  return {
    shape: withDefault(data, 'shape', '', among(HIGHLIGHT_SHAPE_NAMES), 'wave' satisfies Defaults['shape']),
    color: withDefault(data, 'color', '', string, 'currentColor'),
    thickness: withDefault(data, 'thickness', '', thickness, '0.06em' satisfies Defaults['thickness']),
    linecap: withDefault(data, 'linecap', '', among(HIGHLIGHT_LINECAPS), 'round'),
    blend: withDefault(data, 'blend', '', among(HIGHLIGHT_BLENDS), 'normal'),
    opacity: withDefault(data, 'opacity', '', (value, field) => number(value, field, { min: 0, max: 1 }), 1),
    animation: withDefault(data, 'animation', '', among(HIGHLIGHT_ANIMATIONS), 'draw'),
    direction: withDefault(data, 'direction', '', among(HIGHLIGHT_DIRECTIONS), 'ltr'),
    duration: withDefault(data, 'duration', '', (value, field) => number(value, field, { min: Number.MIN_VALUE }) /* above 0 */, 0.75 satisfies Defaults['duration']),
    isAnimationEnabled: withDefault(data, 'isAnimationEnabled', '', boolean, true),
  };
}
