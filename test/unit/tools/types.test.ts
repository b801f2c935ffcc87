// @vitest-environment node
/**
 * `dist/site-runtime.d.ts`: written from the sources as the build writes it,
 * then a sample page script and block module (test/types/) compiled against
 * it with strict checking, including lines that must NOT compile.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeTypes } from '../../../tools/write-types.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe('types for page scripts', () => {
  it('declares window.SiteRuntime, every bus event and the mount signature, from the sources', () => {
    const text = readFileSync(writeTypes(ROOT), 'utf8');
    const events = [...readFileSync(join(ROOT, 'src/bus-events.ts'), 'utf8').matchAll(/^\s+'?([a-z:-]+)'?: /gm)].map((m) => m[1]);
    expect(events).toContain('site:initialized');
    for (const event of events) expect(text).toMatch(new RegExp(`^\\s+'?${event}'?: `, 'm'));
    expect(text).toContain('SiteRuntime: SiteRuntime;');
    expect(text).toContain('export type BlockMount = (element: HTMLElement, data: unknown, context: BlockContext) => void | Cleanup | Promise<void | Cleanup>;');
    expect(text).toContain('mount: BlockMount;');
    expect(text).toContain('register(type: string, importer: () => Promise<BlockModule>): void;');
    expect(text).not.toMatch(/^import /m);
  });

  it('compiles the sample page script against them, and rejects the mistakes it marks', async () => {
    writeTypes(ROOT);
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', 'test/types/tsconfig.json'], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);
});
