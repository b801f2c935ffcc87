// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { start } from '../../../../modules/gallery-list/index.ts';
import { moduleContext } from '../context.ts';

describe('the gallery list', () => {
  it('loads the cover images and marks an item loaded when its image arrives', () => {
    document.body.innerHTML = '<div class="gallery-list"><a class="gallery-list-item" href="/g"><img data-src="/g.jpg" alt="Kiln"></a></div>';
    start(moduleContext('gallery-list', {}, [document.querySelector('.gallery-list')!]));
    const image = document.querySelector('img')!;
    expect(image.closest('a')!.classList.contains('loaded')).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(image.closest('a')!.classList.contains('loaded')).toBe(true);
  });
});
