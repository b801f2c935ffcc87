import { useLayoutEffect, useRef } from 'react';
import { sanitizedHtml } from '../../src/dom/sanitized-html.ts';

/**
 * The success message that replaces the form; focus moves to it. The owner's HTML is
 * shown sanitised and never run: block data and markup attributes carry it, and others
 * can write those (docs/security.md#form-messages).
 */
export function SuccessMessage({ html, alignment }: { html: string; alignment?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.replaceChildren(sanitizedHtml(html));
    element.focus();
  }, [html]);
  return <div className={`form-submission-text${alignment ? ` align-${alignment}` : ''}`} ref={box} tabIndex={-1} role="status" />;
}
