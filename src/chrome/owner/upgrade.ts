/**
 * Upgrade destinations (behaviour/services.md#owner): the `trial-upgrade` plan goes to the
 * billing upgrade settings page, the `upgrade` plan to the website
 * subscriptions settings page. An element with `data-upgrade-plan` sends the
 * owner there (the top window from inside the editing frame).
 */
import { navigate } from '../../editing-frame.ts';
import { warn } from '../../log.ts';

/** The settings pages of the config area, by upsell plan. */
const UPGRADE_DESTINATIONS = {
  'trial-upgrade': '/config/settings/billing/upgrade',
  upgrade: '/config/settings/website-subscriptions',
} as const;

/** An upsell plan. */
export type UpgradePlan = keyof typeof UPGRADE_DESTINATIONS;

/** The destination of `plan`, or undefined for an unknown plan. */
function upgradeDestination(plan: string): string | undefined {
  return Object.hasOwn(UPGRADE_DESTINATIONS, plan) ? UPGRADE_DESTINATIONS[plan as UpgradePlan] : undefined;
}

/** Handles clicks on `[data-upgrade-plan]` under `root`; returns the function that stops. */
export function mountUpgradeLinks(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.('[data-upgrade-plan]');
    if (!link) return;
    const plan = link.getAttribute('data-upgrade-plan') ?? '';
    const destination = upgradeDestination(plan);
    if (!destination) {
      warn(`unknown upgrade plan "${plan}"`);
      return;
    }
    event.preventDefault();
    navigate(destination);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
