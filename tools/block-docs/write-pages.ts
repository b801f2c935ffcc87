/**
 * `npm run docs:blocks` (first step): writes docs/blocks/*.md from
 * tools/block-docs/pages.ts. Screenshots: screenshots.ts.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPages } from './pages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'docs/blocks');
mkdirSync(out, { recursive: true });
const pages = await allPages(root);
// A widget folder removed or renamed leaves no page behind.
for (const file of readdirSync(out)) if (file.endsWith('.md') && !pages.has(file)) rmSync(join(out, file));
for (const [file, text] of pages) writeFileSync(join(out, file), text);
console.log(`docs/blocks: ${pages.size} pages`);
