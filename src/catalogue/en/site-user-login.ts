import type { Area } from '../area.ts';

/**
 * The site-user login dialog (docs/behaviour/header.md#user-account-link); the documented rules
 * (behaviour/vocabulary.md#catalogue) give no wording, these are the project's.
 */
export const SITE_USER_LOGIN_TEXT = {
  name: 'siteUserLogin',
  messages: {
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    failed: 'Login failed.',
  },
} as const satisfies Area;
