import { isEnumValue } from './enum-value.ts';

/**
 * Site permission numbers (behaviour.md#vocabulary: "authenticated without
 * site permissions 0, config 1, admin 2").
 */
export const PERMISSION = {
  AUTHENTICATED_WITHOUT_SITE_PERMISSIONS: 0,
  CONFIG: 1,
  ADMIN: 2,
} as const;

/** One permission number. */
export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];

/**
 * Config areas (behaviour.md#vocabulary: "content manager 11, settings 12, activity 13,
 * commerce 14, newsletter 15, damask 17, crm 18"). The finer per-area
 * permissions are named in the specification (behaviour.md#vocabulary) without numbers, so they are not listed.
 */
export const CONFIG_AREA = {
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  DAMASK: 17,
  CRM: 18,
} as const;

/** One config area number. */
export type ConfigArea = (typeof CONFIG_AREA)[keyof typeof CONFIG_AREA];

/** Whether a value is a known permission number. */
export function isPermission(value: unknown): value is Permission {
  return isEnumValue(PERMISSION, value);
}

/** Whether a value is a known config area number. */
export function isConfigArea(value: unknown): value is ConfigArea {
  return isEnumValue(CONFIG_AREA, value);
}
