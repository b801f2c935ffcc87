/**
 * Payloads for fuzzing a block schema: fast-check arbitraries built from the
 * schema's JSON Schema (zod's `toJSONSchema`), so most payloads get past the
 * first check and reach the nested fields, while some part of each payload
 * is anything JSON can hold.
 */
import fc from 'fast-check';

/** The parts of a JSON Schema node this generator reads. */
export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
}

/** Strings that have broken parsers before: prototype keys, markup, huge and odd code points. */
const NASTY_STRINGS = ['', ' ', '__proto__', 'constructor', 'toString', '<img src=x onerror=alert(1)>', '"}', '\u0000', '\ud800', 'NaN', '-1', '1e400', 'x'.repeat(5000)];

/** Any JSON value, nasty strings included, depth-limited. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS, null, true, false, 0, -0, Number.MAX_SAFE_INTEGER, 1e308, [], {}) },
);

function typed(node: JsonSchemaNode, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alt) => payloadFor(alt, depth)));
  const type = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (!type.length) return anyJson;
  return fc.oneof(
    ...type.map((t): fc.Arbitrary<unknown> => {
      switch (t) {
        case 'string':
          return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...NASTY_STRINGS));
        case 'number':
          return fc.oneof(fc.double(), fc.integer());
        case 'integer':
          return fc.integer();
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 4 ? fc.constant([]) : fc.array(payloadFor(node.items ?? {}, depth + 1), { maxLength: 3 });
        case 'object': {
          if (depth > 4) return fc.constant({});
          const properties = node.properties ?? {};
          const model = Object.fromEntries(Object.entries(properties).map(([key, prop]) => [key, payloadFor(prop, depth + 1)]));
          return fc
            .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }))
            .map(([known, extra]) => ({ ...extra, ...known }));
        }
        default:
          return anyJson;
      }
    }),
  );
}

/**
 * Payloads shaped like `node`: nine times in ten the declared type (with
 * fields each present or not), once in ten any JSON value at all.
 */
export function payloadFor(node: JsonSchemaNode, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: typed(node, depth) }, { weight: 1, arbitrary: anyJson });
}
