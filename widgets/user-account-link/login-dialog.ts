/**
 * The site-user login dialog (docs/behaviour/header.md#user-account-link): email,
 * password and "remember me", sent once through the session client
 * (src/clients/site-user.ts: `POST /api/site-users/account/session`). A
 * failure keeps the dialog open with the server's message in an alert; the
 * password is never shown, logged or kept. Built from DOM, no React.
 */
import type { DialogHandle } from '../../src/chrome/dialog/dialog.ts';
import { login } from '../../src/clients/site-user.ts';
import { ownDoc } from '../../src/dom/doc.ts';
import { t } from '../../src/catalogue/index.ts';
import { SITE_USER_LOGIN_TEXT } from '../../src/catalogue/en/site-user-login.ts';
import './login-dialog.css';

// The dialog's own words come from the catalogue (a page's translation replaces them); the
// link's text names the dialog and its button.

let count = 0;

function field(form: HTMLFormElement, label: string, input: HTMLInputElement): HTMLInputElement {
  const id = `site-user-login-${++count}`;
  const row = ownDoc.createElement('p');
  const text = ownDoc.createElement('label');
  text.htmlFor = input.id = id;
  text.textContent = label;
  row.append(text, input);
  form.append(row);
  return input;
}

function input(type: string, name: string, autocomplete: string): HTMLInputElement {
  const node = ownDoc.createElement('input');
  node.type = type;
  node.name = name;
  node.required = true;
  node.autocomplete = autocomplete as AutoFill;
  return node;
}

/** Opens the dialog; `onSignedIn` runs after a successful login, which closes it. */
export async function openLoginDialog(title: string, onSignedIn: () => void): Promise<DialogHandle> {
  // The dialogs' own module, as the services router loads it: importing dialog.ts itself split
  // it into a chunk of its own, ~250 B more on every dialog's first use (docs/behaviour/layers.md#dialogs).
  const { openDialog } = await import('../../src/chrome/dialog/module.ts');
  const form = ownDoc.createElement('form');
  form.className = 'site-user-login';
  form.noValidate = false;
  const email = field(form, t(SITE_USER_LOGIN_TEXT, 'email'), input('email', 'email', 'email'));
  const password = field(form, t(SITE_USER_LOGIN_TEXT, 'password'), input('password', 'password', 'current-password'));
  const remember = ownDoc.createElement('input');
  remember.type = 'checkbox';
  remember.name = 'rememberMe';
  const rememberRow = ownDoc.createElement('p');
  const rememberLabel = ownDoc.createElement('label');
  rememberLabel.append(remember, ` ${t(SITE_USER_LOGIN_TEXT, 'remember')}`);
  rememberRow.append(rememberLabel);
  const message = ownDoc.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'site-user-login-error';
  const submit = ownDoc.createElement('button');
  submit.type = 'submit';
  submit.textContent = title;
  form.append(rememberRow, message, submit);

  const handle = openDialog({ kind: 'site-user-login', title, content: form, style: 'none', className: 'site-user-login-dialog' });
  email.focus();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    submit.disabled = true;
    message.textContent = '';
    login({ email: email.value, password: password.value, rememberMe: remember.checked })
      .then(() => {
        onSignedIn();
        handle.close('confirm');
      })
      .catch((error: unknown) => {
        // The server's message as text (never markup); the data layer's messages never carry the password.
        message.textContent = (error instanceof Error && error.message) || t(SITE_USER_LOGIN_TEXT, 'failed');
        password.value = '';
        password.focus();
      })
      .finally(() => (submit.disabled = false));
  });
  return handle;
}
