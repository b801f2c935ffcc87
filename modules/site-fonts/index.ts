/**
 * Site fonts (docs/behaviour/page-modules.md#site-fonts): the families in the context's
 * `googleFonts` and the kit in `website.typekitId` load as stylesheet links
 * from their fixed hosts (a link, not injected CSS, so a page's CSP decides).
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { fontStylesheets } from './font-urls.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Adds the font stylesheets once; the cleanup takes them away. */
export function start({ site }: PageModuleContext): ModuleCleanup {
  const links = fontStylesheets(site as Parameters<typeof fontStylesheets>[0])
    .filter((href) => !ownDoc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
    .map((href) => {
      const link = ownDoc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      ownDoc.head.append(link);
      return link;
    });
  return () => links.forEach((link) => link.remove());
}
