import { useLayoutEffect, useRef } from 'react';
import { handleError } from '../../src/log.ts';

/**
 * Recreates each script of owner-written HTML so the browser runs it (a
 * script inserted through innerHTML never runs). Only the site owner's
 * success message goes through here, never visitor input.
 */
export function runScripts(container: HTMLElement): void {
  for (const old of Array.from(container.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(old.attributes)) script.setAttribute(name, value);
    script.text = old.text;
    old.replaceWith(script);
  }
}

/**
 * The success message that replaces the form; scripts in it run and focus
 * moves to it. `html` is the owner's message; when it is empty, `text` (the
 * catalogue's default sentence) is shown as plain text.
 */
export function SuccessMessage({ html, text = '', alignment }: { html: string; text?: string; alignment?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (!html) {
      element.textContent = text;
      element.focus();
      return;
    }
    element.innerHTML = html;
    try {
      runScripts(element);
    } catch (error) {
      handleError('the form success message failed:', error);
    }
    element.focus();
  }, [html, text]);
  return <div className={`form-submission-text${alignment ? ` align-${alignment}` : ''}`} ref={box} tabIndex={-1} role="status" />;
}
