/**
 * The native comments thread (docs/behaviour/page-modules.md#comments) as React renders
 * it: 'Loading comments…', then the count and each comment as text (React
 * writes text, never markup: docs/behaviour/start-up.md#security-model), or the
 * failure with a button to try again. A retry pressed from the keyboard
 * keeps focus in the area: on the status, then the count (or the retry).
 */
import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { COMMENTS_TEXT } from '../../src/catalogue/en/comments.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { warn } from '../../src/log.ts';
import { readThread, type Comment, type Thread } from './comment-calls.ts';

/** The class of what the thread adds to the area. */
const THREAD_CLASS = 'sqs-comments-thread';

/** The heading's words for `count` comments. */
const countText = (count: number): string =>
  count === 0 ? t(COMMENTS_TEXT, 'none') : count === 1 ? t(COMMENTS_TEXT, 'one') : t(COMMENTS_TEXT, 'many', { count });

/** What the area shows, and whether it takes the focus (a retry pressed from the keyboard). */
type View = { focus: boolean } & ({ kind: 'loading' } | { kind: 'thread'; thread: Thread } | { kind: 'failed' });

function CommentItem({ comment }: { comment: Comment }) {
  const date = comment.createdOn === undefined ? undefined : new Date(comment.createdOn);
  return (
    <li className="sqs-comment">
      <p className="sqs-comment-author">
        {comment.author}
        {date && ' '}
        {date && (
          <time className="sqs-comment-date" dateTime={date.toISOString()}>
            {date.toLocaleDateString(ownDoc.documentElement.lang || undefined, { dateStyle: 'medium' })}
          </time>
        )}
      </p>
      {/* The visitor's text as text, line by line. */}
      {comment.body
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line, index) => (
          <p key={index} className="sqs-comment-body">
            {line}
          </p>
        ))}
    </li>
  );
}

/** The count and the comments. */
function ThreadView({ thread, heading }: { thread: Thread; heading?: Ref<HTMLHeadingElement> }) {
  return (
    <div className={THREAD_CLASS}>
      <h2 ref={heading} className="sqs-comments-count" tabIndex={-1}>
        {countText(thread.count)}
      </h2>
      {thread.comments.length > 0 && (
        <ol className="sqs-comments-list">
          {thread.comments.map((comment, index) => (
            <CommentItem key={index} comment={comment} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** Reads the thread for each attempt; `area` is busy meanwhile. */
function useThreadReads(area: HTMLElement, itemId: string, site: unknown, attempt: { n: number; focus: boolean }, setView: (view: View) => void) {
  useEffect(() => {
    let live = true;
    const { focus } = attempt;
    area.setAttribute('aria-busy', 'true');
    readThread(site, itemId)
      .then(
        (thread) => live && setView({ kind: 'thread', thread, focus }),
        (error: unknown) => {
          warn(`the comments of item ${itemId} could not be loaded (${error instanceof Error ? error.message : String(error)})`);
          if (live) setView({ kind: 'failed', focus });
        },
      )
      .finally(() => area.removeAttribute('aria-busy'));
    return () => {
      live = false;
    };
  }, [area, itemId, site, attempt, setView]);
}

/** Loads and shows `itemId`'s thread in `area`; a failure shows its message and a retry button. */
export function CommentsThread({ area, itemId, site }: { area: HTMLElement; itemId: string; site: unknown }) {
  const [view, setView] = useState<View>({ kind: 'loading', focus: false });
  const [attempt, setAttempt] = useState({ n: 0, focus: false });
  const target = useRef<HTMLElement>(null);
  useThreadReads(area, itemId, site, attempt, setView);
  useLayoutEffect(() => {
    if (view.focus) target.current?.focus();
  }, [view]);
  if (view.kind === 'thread') return <ThreadView thread={view.thread} heading={target as Ref<HTMLHeadingElement>} />;
  if (view.kind === 'loading') {
    return (
      <p ref={target as Ref<HTMLParagraphElement>} className={`${THREAD_CLASS} sqs-comments-status`} role="status" tabIndex={-1}>
        {t(COMMENTS_TEXT, 'loading')}
      </p>
    );
  }
  const retry = (button: HTMLButtonElement) => {
    const focus = ownDoc.activeElement === button;
    setView({ kind: 'loading', focus });
    setAttempt(({ n }) => ({ n: n + 1, focus }));
  };
  return (
    <div className={`${THREAD_CLASS} sqs-comments-failed`}>
      <p className="sqs-comments-status" role="status">
        {t(COMMENTS_TEXT, 'failed')}
      </p>
      <button ref={target as Ref<HTMLButtonElement>} type="button" className="sqs-comments-retry" onClick={(event) => retry(event.currentTarget)}>
        {t(COMMENTS_TEXT, 'retry')}
      </button>
    </div>
  );
}
