// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { mountMobileOverlay } from '../../../../modules/classic-template/mobile-overlay.ts';

/** The Brine family's menu button and overlay, as fixtures/pages/platform/template-brine.html has them. */
function brineMenu(overlayId?: string): void {
  document.body.innerHTML = `
    <button class="Mobile-bar-menu" data-controller="MobileOverlayToggle"></button>
    <div class="Mobile-overlay"${overlayId ? ` id="${overlayId}"` : ''}>
      <button class="Mobile-overlay-close" data-controller="MobileOverlayToggle">Close</button>
    </div>`;
}

describe('the Brine phone menu', () => {
  beforeEach(() => {
    document.body.className = '';
  });

  it('names the overlay for aria-controls when the server did not, and the undo takes back all it set', () => {
    brineMenu();
    const undo = mountMobileOverlay()!;
    const button = document.querySelector('.Mobile-bar-menu')!;
    expect(button.getAttribute('aria-controls')).toBe('mobileOverlay');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open Menu');
    undo();
    expect(document.querySelector('.Mobile-overlay')!.hasAttribute('id')).toBe(false);
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(button.hasAttribute('aria-label')).toBe(false);
  });

  it("keeps the server's own overlay id after the undo", () => {
    brineMenu('site-menu');
    const undo = mountMobileOverlay()!;
    expect(document.querySelector('.Mobile-bar-menu')!.getAttribute('aria-controls')).toBe('site-menu');
    undo();
    expect(document.querySelector('.Mobile-overlay')!.id).toBe('site-menu');
  });
});
