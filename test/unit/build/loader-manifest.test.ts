// @vitest-environment node
/**
 * The loader's manifest (build/manifest.mjs `loaderManifest`): each block type
 * a page can name as a block, with its numbers and the indexes of the shared
 * chunks it imports among the few most block types import, so the loader can
 * ask for the first blocks' widgets without carrying every chunk's name.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { FIRST_VIEW_CHUNKS, blockTable, loaderManifest } from '../../../build/manifest.mjs';

describe('loaderManifest', () => {
  it('lists each type with its numbers and the common chunks it imports, by index, the most shared first', () => {
    const manifest = loaderManifest({
      buildId: 'BUILD123',
      idleStart: 'IDLE4567',
      blocks: [
        { name: 'video', numbers: [32], deps: 'chunk-DATA0000,site-idle-start-IDLE4567' },
        { name: 'image', numbers: [5], deps: 'chunk-IMGS0000,chunk-DATA0000' },
        { name: 'summary', numbers: [20, 55], deps: 'chunk-DATA0000,chunk-IMGS0000,chunk-ONLY0000' },
        { name: 'form', numbers: [9], deps: 'chunk-DATA0000,react-vendor-REACT000' },
        { name: 'scaled-text', numbers: [], deps: '' },
        { name: 'header', numbers: [], controllers: ['Header'], deps: 'chunk-HEAD0000' },
      ],
    });
    expect(manifest).toEqual({
      v: 'BUILD123',
      i: 'IDLE4567',
      // chunk-ONLY0000 has one user and react-vendor is no shared `chunk-`: the blocks runtime's table names them.
      t: 'form:9/0 image:5/1,0 scaled-text summary:20,55/0,1 video:32/0',
      c: 'DATA0000 IMGS0000',
    });
  });

  it('lists a firstView type by its controllers, and the chunks it imports among the known ones however few share them', () => {
    const manifest = loaderManifest({
      buildId: 'B',
      idleStart: 'I',
      blocks: [
        { name: 'image', numbers: [5], deps: 'chunk-DATA0000' },
        { name: 'video', numbers: [32], deps: 'chunk-DATA0000' },
        { name: 'header', numbers: [], controllers: ['Header'], firstView: true, deps: 'chunk-FOCUS000,site-idle-start-I' },
        { name: 'section-wrapper', numbers: [], controllers: ['SectionWrapperController', 'Other'], firstView: true, deps: '' },
        { name: 'gallery-section', numbers: [], controllers: ['GalleryGrid'], deps: 'chunk-GRID0000' },
      ],
    });
    expect(manifest.t).toBe('header:Header/1 image:5/0 section-wrapper:SectionWrapperController,Other video:32/0');
    expect(manifest.c).toBe('DATA0000 FOCUS000');
  });

  it(`names at most ${FIRST_VIEW_CHUNKS} chunks, however many the widgets share`, () => {
    const chunks = Array.from({ length: 20 }, (_, i) => `chunk-C${String(i).padStart(7, '0')}`);
    const blocks = Array.from({ length: 40 }, (_, i) => ({ name: `type-${i}`, numbers: [i + 1], deps: [chunks[i % 20], chunks[(i + 1) % 20]].join(',') }));
    const { c, t } = loaderManifest({ buildId: 'B', idleStart: 'I', blocks });
    expect(c.split(' ')).toHaveLength(FIRST_VIEW_CHUNKS);
    expect(Math.max(...[...t.matchAll(/[/,](\d+)/g)].map((m) => Number(m[1])))).toBe(FIRST_VIEW_CHUNKS - 1);
  });

  it("leaves the blocks runtime's table only what the loader's lacks: a type the loader knows whole has no row", () => {
    const blocks = [
      { name: 'image', numbers: [5], deps: 'chunk-DATA0000,site-idle-start-I' },
      { name: 'video', numbers: [32], deps: 'chunk-DATA0000' },
      { name: 'form', numbers: [9], deps: 'chunk-DATA0000,chunk-FORM0000,react-vendor-REACT000' },
      { name: 'gallery-section', numbers: [], controllers: ['GalleryGrid'], deps: 'chunk-GRID0000' },
    ];
    const loader = loaderManifest({ buildId: 'B', idleStart: 'I', blocks });
    const rows = blocks.map(({ name, numbers, controllers = [], deps }) => ({ name, numbers: [...numbers, ...controllers], deps }));
    expect(blockTable(rows)).toBe('form:9/DATA0000,FORM0000,react-vendor-REACT000 gallery-section:GalleryGrid/GRID0000 image:5/DATA0000 video:32/DATA0000');
    expect(blockTable(rows, loader)).toBe('form/FORM0000,react-vendor-REACT000 gallery-section:GalleryGrid/GRID0000');
  });
});
