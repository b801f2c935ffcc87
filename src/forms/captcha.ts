/** A captcha bound to one container (second seed: rendered once, reset, destroyed). */
export interface CaptchaHandle {
  /** The solved captcha's key, or '' while unsolved. */
  response(): string;
  reset(): void;
  destroy(): void;
}
