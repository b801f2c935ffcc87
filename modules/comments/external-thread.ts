/**
 * The external provider's thread (docs/behaviour/page-modules.md#comments), a chunk of
 * its own: loaded when an item's comments area comes near the viewport on
 * a site with a comments shortname. It tells the provider which page and
 * item the thread is for (`window.disqus_config`, the provider's own
 * hook, a function: no inline script) and loads its embed script once
 * from the provider's fixed host. A failure says so in the area.
 */
import { t } from '../../src/catalogue/index.ts';
import { COMMENTS_TEXT } from '../../src/catalogue/en/comments.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { loadScript } from '../../src/dom/load-script.ts';
import { warn } from '../../src/log.ts';

/** The element id the provider fills. */
const THREAD_ID = 'disqus_thread';

/** How long the embed script may take before it counts as failed. */
const EMBED_TIMEOUT_MS = 10_000;

/**
 * The provider's embed script for a shortname.
 * @internal Exported for its unit test: the provider's script URL per shortname; loading it needs the provider.
 */
export const embedScriptUrl = (shortname: string): string => `https://${shortname}.disqus.com/embed.js`;

/** What the provider's config hook sets. */
interface ProviderPage {
  page: { url?: string; identifier?: string };
}

declare global {
  interface Window {
    disqus_config?: (this: ProviderPage) => void;
  }
}

/**
 * Embeds the provider's thread for the page `url` (and item `identifier`,
 * when the area names one) into `area` (itself when it is `#disqus_thread`,
 * else a child made so). Returns the undo.
 */
export function embedThread(area: HTMLElement, shortname: string, url: string, identifier: string | null): () => void {
  let target = area.id === THREAD_ID ? area : area.querySelector<HTMLElement>(`#${THREAD_ID}`);
  const made = !target;
  if (!target) {
    target = ownDoc.createElement('div');
    target.id = THREAD_ID;
    area.append(target);
  }
  window.disqus_config = function () {
    this.page.url = url;
    if (identifier) this.page.identifier = identifier;
  };
  loadScript(embedScriptUrl(shortname), { host: `${shortname}.disqus.com`, timeoutMs: EMBED_TIMEOUT_MS }).catch((error: unknown) => {
    warn(`the comments thread could not be loaded (${error instanceof Error ? error.message : String(error)})`);
    const status = ownDoc.createElement('p');
    status.className = 'sqs-comments-status';
    status.setAttribute('role', 'status');
    status.textContent = t(COMMENTS_TEXT, 'failed');
    target!.append(status);
  });
  return () => (made ? target!.remove() : undefined);
}
