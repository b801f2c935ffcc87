/**
 * A first run's esbuild metafile in short (build/idle-core.mjs and
 * build/join-shared.mjs read one): each output, under `d/`, with its static
 * imports and its source modules, an entry with its source path.
 */
export function firstRunMetafile(outputs: Record<string, [imports: string[], inputs: string[], entryPoint?: string]>) {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, [imports, inputs, entryPoint]]) => [
        `d/${file}`,
        {
          imports: imports.map((i) => ({ path: `d/${i}`, kind: 'import-statement' })),
          inputs: Object.fromEntries(inputs.map((i) => [i, {}])),
          ...(entryPoint ? { entryPoint } : {}),
        },
      ]),
    ),
  };
}
