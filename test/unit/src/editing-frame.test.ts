// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { configUrl, editingFrameParent, navigate } from '../../../src/editing-frame.ts';

/** A window stand-in: `framed` puts it in a parent, `editing` makes that parent the config area. */
function fakeWindow({ framed = false, editing = false } = {}) {
  const parent = { location: { pathname: editing ? '/config/pages' : '/elsewhere', assign: vi.fn(), replace: vi.fn() } };
  const win = {
    location: { assign: vi.fn(), replace: vi.fn() },
    frameElement: framed ? { id: editing ? 'sqs-site-frame' : 'other' } : null,
    parent,
  } as unknown as Window & { location: { assign: ReturnType<typeof vi.fn> } };
  (win as { top: unknown }).top = framed ? parent : win;
  return { win, parent };
}

describe('editing frame (docs/behaviour/commerce.md#checkout, #owner)', () => {
  it('navigates the top window from the editing frame', () => {
    const { win, parent } = fakeWindow({ framed: true, editing: true });
    expect(editingFrameParent(win)).toBe(parent);
    navigate('/checkout/donate?donatePageId=p', { win });
    expect(parent.location.assign).toHaveBeenCalledWith('/checkout/donate?donatePageId=p');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('navigates its own window at the top, or when framed by someone else', () => {
    for (const options of [{}, { framed: true }]) {
      const { win, parent } = fakeWindow(options);
      navigate('/x', { win, replace: true });
      expect((win.location as unknown as { replace: ReturnType<typeof vi.fn> }).replace).toHaveBeenCalledWith('/x');
      expect(parent.location.replace).not.toHaveBeenCalled();
    }
  });

  it('builds the config address with the page as one parameter', () => {
    expect(configUrl('/a?b=c&d')).toBe('/config/?frameUrl=%2Fa%3Fb%3Dc%26d');
  });
});
