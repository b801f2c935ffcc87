/**
 * The site-user login dialog (docs/behaviour/header.md#user-account-link): the
 * login form (./LoginForm.tsx), which React renders before the dialog
 * opens, so the dialog shows it whole and its email field takes the focus
 * at once. The account link asks for this chunk, and React with it, on
 * intent: a pointer over the link or focus on it (docs/architecture.md#react).
 */
import { createElement, createRef } from 'react';
import type { DialogHandle } from '../../src/chrome/dialog/dialog.ts';
import { mountReact } from '../../src/react/mount-react.tsx';
import { ownDoc } from '../../src/dom/doc.ts';
import { LoginForm } from './LoginForm.tsx';
import './login-dialog.css';

/** Opens the dialog; `onSignedIn` runs after a successful login, which closes it. */
export async function openLoginDialog(title: string, onSignedIn: () => void): Promise<DialogHandle> {
  // The dialogs' own module, as the services router loads it: importing dialog.ts itself split
  // it into a chunk of its own, ~250 B more on every dialog's first use (docs/behaviour/layers.md#dialogs).
  const { openDialog } = await import('../../src/chrome/dialog/module.ts');
  const content = ownDoc.createElement('div');
  const email = createRef<HTMLInputElement>();
  const opened: { handle?: DialogHandle } = {};
  const signedIn = () => {
    onSignedIn();
    opened.handle?.close('confirm');
  };
  const unmount = await mountReact(content, createElement(LoginForm, { title, email, onSignedIn: signedIn }));
  const handle = openDialog({ kind: 'site-user-login', title, content, style: 'none', className: 'site-user-login-dialog', onDestroy: () => unmount() });
  opened.handle = handle;
  email.current?.focus();
  return handle;
}
