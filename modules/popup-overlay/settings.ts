import { safeHref } from '../../src/dom/safe-href.ts';

/**
 * `websiteSettings.popupOverlaySettings` as the overlay reads it
 * (docs/behaviour/popup-overlay.md#popup-overlay). The display fields are the platform's;
 * the content fields (`title`, `body`, the button, the newsletter form) are
 * the project's names. Anything missing or of the wrong type takes its
 * default, so a malformed setting never breaks the page.
 */
export interface PopupOverlaySettings {
  enableMobile: boolean;
  style: number;
  version: number;
  showUntilSignup: boolean;
  /** Days before a closed overlay shows again; -1: never again. */
  displayFrequency: number;
  isCookieBannerEnabled: boolean;
  /** Shown `timerDelay` ms after the page started loading (docs/behaviour/popup-overlay.md#popup-display-rules). */
  showOnTimer: boolean;
  timerDelay: number;
  /** Shown once the visitor has scrolled `scrollPercentage` % of the page. */
  showOnScroll: boolean;
  scrollPercentage: number;
  title: string;
  body: string;
  /** The call-to-action button, when it has text and a safe link. */
  button?: { text: string; url: string; newWindow: boolean };
  /** The newsletter form, when the overlay has one. */
  form?: { formId: string; collectionId?: string; objectName?: string; buttonText?: string; successMessage?: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const between = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Whether the settings hold anything to show: a title, text, a form or a button (a close button alone is no popup). */
export const hasContent = (settings: PopupOverlaySettings): boolean => Boolean(settings.title || settings.body || settings.form || settings.button);

/** Reads the settings; undefined when the site has none. */
export function popupOverlaySettings(raw: unknown): PopupOverlaySettings | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const s = raw as Record<string, unknown>;
  const url = safeHref(s.buttonUrl);
  const form = s.form && typeof s.form === 'object' ? (s.form as Record<string, unknown>) : undefined;
  return {
    enableMobile: s.enableMobile !== false,
    style: number(s.style, 0),
    version: number(s.version, 0),
    showUntilSignup: s.showUntilSignup === true,
    displayFrequency: number(s.displayFrequency, 0),
    isCookieBannerEnabled: s.isCookieBannerEnabled === true,
    showOnTimer: s.showOnTimer === true,
    timerDelay: Math.max(0, number(s.timerDelay, 0)),
    showOnScroll: s.showOnScroll === true,
    scrollPercentage: between(number(s.scrollPercentage, 0), 0, 100),
    title: text(s.title),
    body: text(s.body),
    button: text(s.buttonText) && url ? { text: text(s.buttonText), url, newWindow: s.newWindow === true } : undefined,
    form:
      form && text(form.formId)
        ? {
            formId: text(form.formId),
            collectionId: text(form.collectionId) || undefined,
            objectName: text(form.objectName) || undefined,
            buttonText: text(form.buttonText) || undefined,
            successMessage: text(form.successMessage) || undefined,
          }
        : undefined,
  };
}
