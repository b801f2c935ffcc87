/**
 * The logout notice's wording (first seed, section 2). These are the
 * catalogue's `logout.*` entries (src/catalogue/en.ts), copied here so the
 * notice stays small; a unit test keeps the two equal.
 */
export const LOGOUT_STRINGS = {
  /** `logout.title` */
  title: 'Logout Successful',
  /** `logout.message` */
  message: 'You have been successfully logged out.',
} as const;
