import { useLayoutEffect, useRef } from 'react';
import { sanitizedHtml } from '../../src/dom/sanitized-html.ts';
import { MESSAGE_PROFILE } from '../../src/dom/sanitize-profiles.ts';

/**
 * The success message that replaces the form; focus moves to it. `html` is the owner's
 * message, shown sanitised and never run: block data and markup attributes carry it, and
 * others can write those (docs/security.md#form-messages). When it is empty, `text` (the
 * catalogue's default sentence) is shown as plain text.
 */
export function SuccessMessage({ html, text = '', alignment }: { html: string; text?: string; alignment?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (html) element.replaceChildren(sanitizedHtml(html, MESSAGE_PROFILE));
    else element.textContent = text;
    element.focus();
  }, [html, text]);
  return <div className={`form-submission-text${alignment ? ` align-${alignment}` : ''}`} ref={box} tabIndex={-1} role="status" />;
}
