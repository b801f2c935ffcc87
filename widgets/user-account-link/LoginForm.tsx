/**
 * The site-user login form (docs/behaviour/header.md#user-account-link): email,
 * password and "remember me", sent once through the session client
 * (src/clients/site-user.ts: `POST /api/site-users/account/session`). A
 * failure keeps the form with the server's message in an alert; the
 * password is never shown, logged or kept (its field is not React state,
 * and is emptied after a refusal).
 */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { login } from '../../src/clients/site-user.ts';
import { t } from '../../src/catalogue/index.ts';
import { SITE_USER_LOGIN_TEXT } from '../../src/catalogue/en/site-user-login.ts';

// The form's own words come from the catalogue (a page's translation replaces them); the
// link's text names the dialog and its button.

let count = 0;

/** What the form is given: its button's words, the email field's handle (focused as the dialog opens), what a login does. */
export interface LoginFormProps {
  title: string;
  email: RefObject<HTMLInputElement | null>;
  onSignedIn: () => void;
}

/** A labelled field in its row; the id ties the label to it. */
function Field({
  label,
  field,
  type,
  name,
  autoComplete,
}: {
  label: string;
  field: RefObject<HTMLInputElement | null>;
  type: string;
  name: string;
  autoComplete: string;
}) {
  const [id] = useState(() => `site-user-login-${++count}`);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input ref={field} id={id} type={type} name={name} required autoComplete={autoComplete} />
    </p>
  );
}

/** The login form; `onSignedIn` runs after a successful login. */
export function LoginForm({ title, email, onSignedIn }: LoginFormProps) {
  const password = useRef<HTMLInputElement>(null);
  const remember = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setMessage('');
    login({ email: email.current?.value ?? '', password: password.current?.value ?? '', rememberMe: !!remember.current?.checked })
      .then(onSignedIn)
      .catch((error: unknown) => {
        // The server's message as text (never markup); the data layer's messages never carry the password.
        setMessage((error instanceof Error && error.message) || t(SITE_USER_LOGIN_TEXT, 'failed'));
        if (password.current) {
          password.current.value = '';
          password.current.focus();
        }
      })
      .finally(() => setSending(false));
  };
  return (
    <form className="site-user-login" onSubmit={submit}>
      <Field label={t(SITE_USER_LOGIN_TEXT, 'email')} field={email} type="email" name="email" autoComplete="email" />
      <Field label={t(SITE_USER_LOGIN_TEXT, 'password')} field={password} type="password" name="password" autoComplete="current-password" />
      <p>
        <label>
          <input ref={remember} type="checkbox" name="rememberMe" />
          {` ${t(SITE_USER_LOGIN_TEXT, 'remember')}`}
        </label>
      </p>
      <p role="alert" className="site-user-login-error">
        {message}
      </p>
      <button type="submit" disabled={sending}>
        {title}
      </button>
    </form>
  );
}
