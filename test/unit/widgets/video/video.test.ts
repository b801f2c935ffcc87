// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../../../widgets/video/index.ts';

const context = { id: 'v', type: 'video' } as Parameters<typeof mount>[2];
const player = (v: string, size = 'width="640" height="360"') => `<iframe src="/player.html?v=${v}" ${size} title="${v}"></iframe>`;

/** A 7.0 platform video block: the iframe only in data-html, the overlay in the markup, the box sized by the server. */
function platformBlock(v: string): HTMLElement {
  const block = document.createElement('div');
  const wrapper = document.createElement('div');
  wrapper.className = 'sqs-video-wrapper';
  wrapper.setAttribute('data-html', player(v));
  wrapper.innerHTML = '<div class="sqs-video-overlay"><img data-src="/thumb.jpg"><div class="sqs-video-opaque"></div><div class="sqs-video-icon"></div></div>';
  block.innerHTML = '<div class="sqs-block-content"><div class="intrinsic"><div class="embed-block-wrapper"></div></div></div>';
  const box = block.querySelector<HTMLElement>('.embed-block-wrapper')!;
  box.style.paddingBottom = '56.20609%';
  box.append(wrapper);
  document.body.append(block);
  return block;
}

afterEach(() => document.body.replaceChildren());

describe('the video block, enhanced in place (docs/behaviour/video.md#video)', () => {
  it("keeps the server's wrapper, puts a named overlay button with the markup's thumbnail in place of its overlay, and no iframe", () => {
    const block = platformBlock('a');
    const wrapper = block.querySelector('.sqs-video-wrapper')!;
    mount(block, { title: 'Tour' }, context);
    expect(block.querySelector('.sqs-video-wrapper')).toBe(wrapper);
    const button = block.querySelector('button.sqs-video-overlay')!;
    expect(button.getAttribute('aria-label')).toBe('Play video: Tour');
    expect(button.querySelector('img')!.getAttribute('src')).toBe('/thumb.jpg');
    expect(button.querySelector('img')!.alt).toBe('');
    expect(block.querySelector('iframe')).toBeNull();
    expect(wrapper.getAttribute('data-video-state')).toBe('overlay');
  });

  it("sizes the server's box, not the wrapper inside it, so the block keeps one height", () => {
    const block = platformBlock('a');
    mount(block, {}, context);
    const box = block.querySelector<HTMLElement>('.embed-block-wrapper')!;
    expect(box.style.paddingBottom).toBe('56.25%');
    expect(box.classList.contains('site-video-box')).toBe(true);
    expect(block.querySelector<HTMLElement>('.site-video')!.style.paddingBottom).toBe('');
  });

  it('plays a sandboxed player on activation; playing another gives the first its overlay back', () => {
    const [one, two] = [platformBlock('one'), platformBlock('two')];
    mount(one, {}, context);
    mount(two, {}, context);
    one.querySelector<HTMLButtonElement>('button')!.click();
    expect(one.querySelector('iframe')!.getAttribute('sandbox')).toBe('allow-scripts allow-presentation allow-popups');
    expect(one.querySelector('.sqs-video-overlay')).toBeNull();
    two.querySelector<HTMLButtonElement>('button')!.click();
    expect(two.querySelector('iframe')).not.toBeNull();
    expect(one.querySelector('iframe')).toBeNull();
    expect(one.querySelector('button.sqs-video-overlay')).not.toBeNull();
  });

  it('the cleanup puts the server markup back as it was, node for node', () => {
    const block = platformBlock('a');
    const before = block.innerHTML;
    const overlay = block.querySelector('.sqs-video-overlay');
    const stop = mount(block, { mode: 'fit' }, context) as () => void;
    block.querySelector<HTMLButtonElement>('button')!.click();
    stop();
    expect(block.innerHTML).toBe(before);
    expect(block.querySelector('.sqs-video-overlay')).toBe(overlay);
  });

  it('a block without the wrapper builds one from the data, and the cleanup restores its fallback', () => {
    const block = document.createElement('div');
    block.innerHTML = '<p>Watch the intro.</p>';
    const stop = mount(block, { html: player('x', '') }, context) as () => void;
    expect(block.querySelector('p')).toBeNull();
    expect(block.querySelector<HTMLElement>('.sqs-video-wrapper.site-video')!.style.paddingBottom).toBe('65%');
    stop();
    expect(block.innerHTML).toBe('<p>Watch the intro.</p>');
  });

  it("says 'Invalid video embed.' for an object or no embed at all", () => {
    for (const html of ['<object data="https://video.example/x"></object>', '']) {
      const block = document.createElement('div');
      block.innerHTML = '<div class="sqs-video-wrapper"><p>Video unavailable.</p></div>';
      mount(block, html ? { html } : {}, context);
      expect(block.textContent).toBe('Invalid video embed.');
      expect(block.querySelector('[role="alert"]')).not.toBeNull();
    }
  });
});
