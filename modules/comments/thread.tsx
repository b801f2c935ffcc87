/**
 * The native comments thread (docs/behaviour/page-modules.md#comments), a chunk of its
 * own: loaded, React with it, when an item's comments area comes near the
 * viewport (docs/architecture.md#react). React renders the thread
 * (./CommentsThread.tsx) into a holder added at the end of the area; the
 * rest of the area and of the page is untouched.
 */
import { createElement } from 'react';
import { ownDoc } from '../../src/dom/doc.ts';
import { mountReact } from '../../src/react/mount-react.tsx';
import { CommentsThread } from './CommentsThread.tsx';

/** Shows `itemId`'s thread in `area`; resolves, once it is shown, with the undo that removes it. */
export async function showThread(area: HTMLElement, itemId: string, site: unknown): Promise<() => void> {
  const holder = area.appendChild(ownDoc.createElement('div'));
  try {
    const unmount = await mountReact(holder, createElement(CommentsThread, { area, itemId, site }));
    return () => {
      unmount();
      holder.remove();
    };
  } catch (error) {
    holder.remove();
    throw error;
  }
}
