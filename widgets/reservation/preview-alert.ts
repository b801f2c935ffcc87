/**
 * The owner's 'Preview Only' alert, through the site dialogs
 * (docs/behaviour.md#commerce): the reservation rule is that the owner
 * must be logged out to use the widget.
 */
import { previewMessage, previewTitle } from './preview-text.ts';
import { getRuntime } from '../../src/runtime-api.ts';

/** Opens the alert; rejects when the services cannot load (the caller logs it). */
export async function showPreviewOnly(): Promise<void> {
  // A widget's context carries no load(): the one getter (docs/behaviour.md#runtime-reach).
  const services = await getRuntime().load('services');
  const dialogs = await services.dialog();
  dialogs.alertDialog(previewMessage(), previewTitle());
}
