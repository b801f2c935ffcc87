/** The reservation preview's strings in the active language (docs/behaviour/commerce.md#commerce). */
import { t } from '../../src/catalogue/index.ts';
import { RESERVATION_TEXT } from '../../src/catalogue/en/reservation.ts';

/** 'Preview Only'. */
export const previewTitle = (): string => t(RESERVATION_TEXT, 'previewTitle');
/** 'Please log out of your account in order to use the reservation block.' */
export const previewMessage = (): string => t(RESERVATION_TEXT, 'previewMessage');
