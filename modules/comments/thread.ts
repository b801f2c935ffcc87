/**
 * The native comments thread (docs/behaviour/page-modules.md#comments), a chunk of its
 * own: loaded when an item's comments area comes near the viewport, it
 * reads the count and the comments (./comment-calls.ts) and shows them as
 * text. A failure says so in the area, with a button to try again; the
 * rest of the page is untouched.
 */
import { t } from '../../src/catalogue/index.ts';
import { COMMENTS_TEXT } from '../../src/catalogue/en/comments.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { warn } from '../../src/log.ts';
import { readThread, type Comment, type Thread } from './comment-calls.ts';

/** The class of what the thread adds to the area (removed on undo). */
export const THREAD_CLASS = 'sqs-comments-thread';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content?: string): HTMLElementTagNameMap[K] {
  const node = ownDoc.createElement(tag);
  node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

/** The heading's words for `count` comments. */
export const countText = (count: number): string => (count === 0 ? t(COMMENTS_TEXT, 'none') : count === 1 ? t(COMMENTS_TEXT, 'one') : t(COMMENTS_TEXT, 'many', { count }));

function commentItem(comment: Comment): HTMLLIElement {
  const item = element('li', 'sqs-comment');
  const author = element('p', 'sqs-comment-author', comment.author);
  item.append(author);
  if (comment.createdOn !== undefined) {
    const time = element('time', 'sqs-comment-date', new Date(comment.createdOn).toLocaleDateString(ownDoc.documentElement.lang || undefined, { dateStyle: 'medium' }));
    time.dateTime = new Date(comment.createdOn).toISOString();
    author.append(' ', time);
  }
  // The visitor's text as text, line by line: never markup (docs/behaviour/start-up.md#security-model).
  for (const line of comment.body.split(/\n+/)) if (line.trim()) item.append(element('p', 'sqs-comment-body', line));
  return item;
}

/** The thread's nodes for `thread`. */
export function threadView({ count, comments }: Thread): HTMLElement {
  const view = element('div', THREAD_CLASS);
  const heading = element('h2', 'sqs-comments-count', countText(count));
  heading.tabIndex = -1;
  view.append(heading);
  if (comments.length) {
    const list = element('ol', 'sqs-comments-list');
    list.append(...comments.map(commentItem));
    view.append(list);
  }
  return view;
}

/** A polite status line; focusable from script, so a keyboard user who retried keeps a place. */
function statusView(words: string): HTMLElement {
  const status = element('p', `${THREAD_CLASS} sqs-comments-status`, words);
  status.setAttribute('role', 'status');
  status.tabIndex = -1;
  return status;
}

/**
 * Loads and shows `itemId`'s thread in `area`; a failure shows its message
 * and a retry button. A retry pressed from the keyboard keeps focus in the
 * area (on the status, then the count). Returns the undo.
 */
export function showThread(area: HTMLElement, itemId: string, site: unknown): () => void {
  let shown: HTMLElement | undefined;
  const show = (next: HTMLElement): HTMLElement => {
    if (shown) shown.replaceWith(next);
    else area.append(next);
    shown = next;
    return next;
  };
  const load = (focus: boolean) => {
    const status = show(statusView(t(COMMENTS_TEXT, 'loading')));
    if (focus) status.focus();
    area.setAttribute('aria-busy', 'true');
    readThread(site, itemId)
      .then(
        (thread) => {
          const view = show(threadView(thread));
          if (focus) view.querySelector<HTMLElement>('h2')?.focus();
        },
        (error: unknown) => {
          warn(`the comments of item ${itemId} could not be loaded (${error instanceof Error ? error.message : String(error)})`);
          const view = show(failedView(load));
          if (focus) view.querySelector('button')?.focus();
        },
      )
      .finally(() => area.removeAttribute('aria-busy'));
  };
  load(false);
  return () => shown?.remove();
}

/** The failure's message and its retry button. */
function failedView(retry: (focus: boolean) => void): HTMLElement {
  const view = element('div', `${THREAD_CLASS} sqs-comments-failed`);
  const message = element('p', 'sqs-comments-status', t(COMMENTS_TEXT, 'failed'));
  message.setAttribute('role', 'status');
  const button = element('button', 'sqs-comments-retry', t(COMMENTS_TEXT, 'retry'));
  button.type = 'button';
  button.addEventListener('click', () => retry(ownDoc.activeElement === button));
  view.append(message, button);
  return view;
}
