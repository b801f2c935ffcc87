/**
 * The banner's text (docs/behaviour.md#cookie-banner-text): the site owner's rich text,
 * which the runtime's one sanitizer cleans (./rich-text.ts). Text with no tag and no
 * character reference is the same as HTML and as text, so it is set as text and the
 * sanitizer, about 1.3 KB gzip, is never loaded for it: the platform's default text
 * and most sites' own are plain.
 */
import { contained } from '../../log.ts';

type RichText = typeof import('./rich-text.ts');
let richText: RichText | undefined;

/** Whether `text` reads the same as HTML and as plain text: no tag, no character reference. */
export const isPlainText = (text: string): boolean => !/[<&]/.test(text);

/** Loads the sanitizer when `text` needs it; resolves at once when it does not or it is loaded. */
export function prepareBannerText(text: string): Promise<void> {
  if (isPlainText(text) || richText) return Promise.resolve();
  return import('./rich-text.ts').then((module) => void (richText = module));
}

/**
 * Fills `box` with `text`: as text when plain, else the sanitizer's fragment,
 * at once when {@link prepareBannerText} has loaded it, else once it has.
 */
export function fillBannerText(box: HTMLElement, text: string, doc: Document): void {
  if (isPlainText(text)) {
    box.textContent = text;
    return;
  }
  if (richText) {
    box.appendChild(richText.richTextFragment(text, doc));
    return;
  }
  prepareBannerText(text).then(() => fillBannerText(box, text, doc), contained('the cookie banner text'));
}
