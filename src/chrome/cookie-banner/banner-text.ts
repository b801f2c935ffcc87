/**
 * The banner's text (docs/behaviour/consent.md#cookie-banner-cost): the site owner's rich text,
 * which the runtime's one sanitizer cleans (./rich-text.ts). Text with no tag and no
 * character reference reads the same as HTML and as text, so it is set as text and the
 * sanitizer, about 1.3 KB gzip, is never loaded for it: the platform's default text
 * and most sites' own are plain.
 */
let richText: typeof import('./rich-text.ts') | undefined;

/** Whether `text` reads the same as HTML and as plain text: no tag, no character reference. */
const isPlainText = (text: string): boolean => !/[<&]/.test(text);

/** Whether `text` can be shown now: it is plain, or the sanitizer has loaded. */
export const bannerTextReady = (text: string): boolean => isPlainText(text) || !!richText;

/** Loads the sanitizer for rich text. */
export const loadSanitizer = (): Promise<unknown> => import('./rich-text.ts').then((module) => (richText = module));

/** Fills `box` with `text`, once {@link bannerTextReady} says it can be. */
export function fillBannerText(box: HTMLElement, text: string, doc: Document): void {
  if (isPlainText(text)) box.textContent = text;
  else if (richText) box.appendChild(richText.richTextFragment(text, doc));
}
