// @vitest-environment node
/**
 * Which `import()`s the split eager build keeps for later
 * (bench/eager/react-imports.ts): those whose static imports reach React.
 */
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactImports } from '../../../bench/eager/react-imports.ts';

type Kind = 'import-statement' | 'dynamic-import';
const input = (...imports: [string, Kind?][]) => ({ bytes: 1, imports: imports.map(([path, kind = 'import-statement']) => ({ path, kind, original: path })) });

const metafile = {
  inputs: {
    'widgets/form/index.ts': input(['widgets/form/render.tsx', 'dynamic-import'], ['widgets/form/lightbox.ts', 'dynamic-import'], ['src/dom/doc.ts']),
    'widgets/form/render.tsx': input(['widgets/form/Form.tsx']),
    'widgets/form/Form.tsx': input(['../main/node_modules/react/jsx-runtime.js']),
    'widgets/form/lightbox.ts': input(['src/dom/doc.ts']),
    'widgets/cycle/index.ts': input(['widgets/cycle/a.ts', 'dynamic-import']),
    'widgets/cycle/a.ts': input(['widgets/cycle/b.ts']),
    'widgets/cycle/b.ts': input(['widgets/cycle/a.ts'], ['src/react/mount-react.tsx']),
    'src/react/mount-react.tsx': input(['../main/node_modules/react-dom/client.js']),
    '../main/node_modules/react-dom/client.js': input(['../main/node_modules/react-dom/cjs/x.js', 'dynamic-import']),
    'src/dom/doc.ts': input(),
  },
  outputs: {},
} as unknown as Metafile;

describe('reactImports', () => {
  it('names the import() targets whose static imports reach React, through cycles, and not those of React itself', () => {
    expect(reactImports(metafile)).toEqual(['widgets/cycle/a.ts', 'widgets/form/render.tsx']);
  });
});
