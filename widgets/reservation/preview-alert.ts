/**
 * The owner's 'Preview Only' alert, through the site dialogs
 * (docs/behaviour/commerce.md#commerce): the reservation rule is that the owner
 * must be logged out to use the widget.
 */
import { previewMessage, previewTitle } from './preview-text.ts';
import type { BlockContext } from '../../src/block-context.ts';

/** Opens the alert; rejects when the services router cannot load (the caller logs it). */
export async function showPreviewOnly(load: BlockContext['load']): Promise<void> {
  const services = await load('services');
  const dialogs = await services.dialog();
  dialogs.alertDialog(previewMessage(), previewTitle());
}
