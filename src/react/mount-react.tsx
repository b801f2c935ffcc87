import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Cleanup } from '../block-context.ts';
import { handleError } from '../log.ts';
import { ownDoc } from '../dom/doc.ts';

/**
 * Renders a React widget for a block without touching its server markup
 * until the first render has committed: React renders into a detached host,
 * and only then does the host replace the server children. A render that
 * throws rejects (the loader then marks the block `error`), and the server
 * markup has never moved. The cleanup unmounts the root and puts the server
 * markup back.
 */
export function mountReact(element: HTMLElement, node: ReactNode): Promise<Cleanup> {
  return new Promise<Cleanup>((resolve, reject) => {
    const host = ownDoc.createElement('div');
    host.className = 'site-runtime-root';
    const serverMarkup = Array.from(element.childNodes);
    let committed = false;
    let failed = false;
    const root = createRoot(host, {
      onUncaughtError(error) {
        if (committed) {
          handleError('a widget failed after mounting:', error);
          return;
        }
        failed = true;
        // Unmounting inside React's own error callback is not allowed.
        setTimeout(() => root.unmount());
        reject(error);
      },
    });
    const cleanup: Cleanup = () => {
      root.unmount();
      if (host.parentNode === element) element.replaceChildren(...serverMarkup);
    };
    function Commit({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        if (committed || failed) return;
        committed = true;
        element.replaceChildren(host);
        resolve(cleanup);
      }, []);
      return children;
    }
    root.render(<Commit>{node}</Commit>);
  });
}
