/**
 * The button block (53): its server markup is complete, so it is enhanced in
 * place and loads no React. Rendering is tracked; a click is tracked first,
 * then navigation proceeds (docs/behaviour/content-blocks.md#button: "reports the
 * click before the browser follows the link"); mailto
 * and other links the browser handles itself are not intercepted.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { isFollowableLink } from '../../src/dom/followable-url.ts';
import { warn } from '../../src/log.ts';
import { BUTTON_CONTEXT, type ButtonTrackingPayload, handleTrackedClick, trackButtonRender } from '../../src/census/index.ts';
import { fail } from '../../src/log.ts';
import { BlockDataError } from '../../src/block-data-error.ts';

/** The tracking payload (behaviour/content-blocks.md#button), read from the block's markup. */
function buttonPayload(element: HTMLElement, anchor: HTMLAnchorElement, id: string): ButtonTrackingPayload {
  const container = anchor.closest<HTMLElement>('[data-alignment], [data-button-size]') ?? element;
  const sizeClass = /sqs-block-button-element--(small|medium|large)/.exec(anchor.className)?.[1];
  return {
    id,
    buttonText: (anchor.textContent ?? '').trim(),
    clickthroughUrl: anchor.getAttribute('href') ?? '',
    alignment: container.getAttribute('data-alignment') ?? undefined,
    size: container.getAttribute('data-button-size') ?? sizeClass,
    newWindow: (anchor.getAttribute('target') ?? '').toLowerCase() === '_blank',
    context: BUTTON_CONTEXT.BUTTON_BLOCK,
  };
}

/** Tracks the render and holds each click until its tracking settles (2500 ms at most). */
export function mount(element: HTMLElement, _data: unknown, context: BlockContext): Cleanup {
  const anchor = element.querySelector<HTMLAnchorElement>('a.sqs-block-button-element, a[href]');
  if (!anchor) throw new BlockDataError('a.sqs-block-button-element', 'no a.sqs-block-button-element in the block');
  const payload = buttonPayload(element, anchor, element.id || context.id);
  void trackButtonRender(payload, context.site);
  const onClick = (event: MouseEvent) => {
    // A contributor's `javascript:` or `data:` link must not run in the site's page.
    if (!isFollowableLink(anchor.href)) {
      event.preventDefault();
      warn(`button ${payload.id}: the link is not http(s), mailto, tel or sms; not followed`);
      return;
    }
    try {
      handleTrackedClick(event, anchor, payload);
    } catch (error) {
      // Tracking must never stop the visitor: the browser follows the link.
      fail('button tracking failed:', error);
    }
  };
  anchor.addEventListener('click', onClick);
  // The platform marks the link once its script has run; site stylesheets may style by it.
  const hadMark = anchor.hasAttribute('data-initialized');
  anchor.setAttribute('data-initialized', 'true');
  return () => {
    anchor.removeEventListener('click', onClick);
    if (!hadMark) anchor.removeAttribute('data-initialized');
  };
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
