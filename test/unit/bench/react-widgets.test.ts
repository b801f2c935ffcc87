// @vitest-environment node
/**
 * Which widgets the split eager build puts behind its React import
 * (bench/eager/react-widgets.ts): those whose static imports reach React.
 */
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactWidgets } from '../../../bench/eager/react-widgets.ts';

type Kind = 'import-statement' | 'dynamic-import';
const input = (...imports: [string, Kind?][]) => ({ bytes: 1, imports: imports.map(([path, kind = 'import-statement']) => ({ path, kind, original: path })) });

const metafile = {
  inputs: {
    'widgets/form/index.ts': input(['widgets/form/Form.tsx'], ['src/dom/doc.ts']),
    'widgets/form/Form.tsx': input(['../main/node_modules/react/jsx-runtime.js']),
    'widgets/video/index.ts': input(['widgets/video/player.ts', 'dynamic-import']),
    'widgets/video/player.ts': input(['src/react/mount-react.tsx']),
    'src/react/mount-react.tsx': input(['../main/node_modules/react-dom/client.js']),
    'widgets/cycle/index.ts': input(['widgets/cycle/a.ts']),
    'widgets/cycle/a.ts': input(['widgets/cycle/index.ts'], ['src/dom/doc.ts']),
    'src/dom/doc.ts': input(),
  },
  outputs: {},
} as unknown as Metafile;

describe('reactWidgets', () => {
  it('names the widgets whose static imports reach React, not those that import it themselves later', () => {
    const files = { form: 'widgets/form/index.ts', video: 'widgets/video/index.ts', cycle: 'widgets/cycle/index.ts' };
    expect(reactWidgets(metafile, files)).toEqual(['form']);
  });
});
