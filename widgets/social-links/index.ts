/**
 * Social links (54): the server markup is complete. The widget names each
 * icon link for assistive technology when the markup gives it no text, and
 * loads the social follow script when the block asks for one
 * (docs/behaviour/content-blocks.md#content-blocks). No React.
 */
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { contained } from '../../src/log.ts';
import { useBlockData } from '../../src/block-data/use-block-data.ts';
import { fields } from './data.ts';
import { serviceName } from './service-name.ts';

/** The social follow script's time limit (docs/behaviour/content-blocks.md#content-blocks). */
const FOLLOW_SCRIPT_TIMEOUT_MS = 10000;
/** The follow script comes from here or from this site's own files (docs/security.md#scripts). */
const FOLLOW_SCRIPT_HOST = 'platform.twitter.com';

/** Labels the icon links and starts the follow script; its failure is logged only. */
export function mount(element: HTMLElement, data: unknown, context: BlockContext): Cleanup {
  // Its declaration, not zod: zod's runtime would be most of the first view (docs/behaviour/blocks.md#block-data-declaration).
  const { followScriptUrl } = useBlockData(fields, data, context);
  const labelled: HTMLElement[] = [];
  for (const link of Array.from(element.querySelectorAll<HTMLAnchorElement>('a.sqs-svg-icon--wrapper'))) {
    link.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    if (link.textContent?.trim() || link.hasAttribute('aria-label')) continue;
    const name = serviceName(link);
    if (!name) continue;
    link.setAttribute('aria-label', name);
    labelled.push(link);
  }
  if (followScriptUrl) {
    // Its own chunk: most social links ask for no script, and their first view does not carry the loader of one (docs/behaviour/content-blocks.md#content-blocks).
    import('../../src/dom/load-script.ts')
      .then(({ loadScript }) => loadScript(followScriptUrl, { timeoutMs: FOLLOW_SCRIPT_TIMEOUT_MS, host: FOLLOW_SCRIPT_HOST }))
      .then(() => element.setAttribute('data-follow-script', 'loaded'))
      .catch((error: unknown) => {
        element.setAttribute('data-follow-script', 'failed');
        contained(`block #${context.id} (type "${context.type}"), field "followScriptUrl": the social follow script`)(error);
      });
  }
  return () => labelled.forEach((link) => link.removeAttribute('aria-label'));
}

// The one widget contract (behaviour/blocks.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
