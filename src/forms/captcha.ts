/** A captcha bound to one container (behaviour/forms.md#forms: rendered once, reset, destroyed). */
export interface CaptchaHandle {
  /** The solved captcha's key, or '' while unsolved. */
  response(): string;
  reset(): void;
  destroy(): void;
}

/** What a form hears from its captcha: solved (with the key) or expired. */
export interface CaptchaListeners {
  onSolved?: (key: string) => void;
  onExpired?: () => void;
}
