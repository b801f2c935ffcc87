// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowedFeatures, parseEmbed, SAME_ORIGIN_SANDBOX } from '../../../../src/video/embed.ts';

describe('video embed hardening (behaviour.md#security-model)', () => {
  it('keeps only autoplay, fullscreen, picture-in-picture and encrypted-media of allow=', () => {
    expect(allowedFeatures("camera *; microphone; autoplay 'src'; geolocation; fullscreen; payment; picture-in-picture; encrypted-media; clipboard-read")).toBe(
      'autoplay; fullscreen; picture-in-picture; encrypted-media',
    );
    const { element } = parseEmbed('<iframe src="https://player.example/v/1" allow="camera; microphone; autoplay"></iframe>');
    expect(element!.getAttribute('allow')).toBe('autoplay');
    expect(element!.hasAttribute('sandbox')).toBe(false);
  });

  it('sandboxes a same-origin player and refuses a same-origin object', () => {
    const { element } = parseEmbed(`<iframe src="${location.origin}/player.html"></iframe>`);
    expect(element!.getAttribute('sandbox')).toBe(SAME_ORIGIN_SANDBOX);
    expect(parseEmbed('<iframe src="/player.html"></iframe>').element!.getAttribute('sandbox')).toBe(SAME_ORIGIN_SANDBOX);
    expect(parseEmbed('<object data="/page.html"></object>').type).toBe('invalid');
  });
});
