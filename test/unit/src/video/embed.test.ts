// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowedFeatures, parseEmbed, SAME_ORIGIN_SANDBOX } from '../../../../src/video/embed.ts';
import { VIDEO_TYPE } from '../../../../src/enums/video.ts';

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

  it('types each embed by the shared video types: iframe, object, else invalid', () => {
    expect(parseEmbed('<iframe src="https://player.example/v/1"></iframe>').type).toBe(VIDEO_TYPE.IFRAME);
    expect(parseEmbed('<object data="https://player.example/v/1"></object>').type).toBe(VIDEO_TYPE.OBJECT);
    expect(parseEmbed('<p>no player</p>').type).toBe(VIDEO_TYPE.INVALID);
    expect(parseEmbed('<iframe src="javascript:alert(1)"></iframe>').type).toBe('invalid');
  });
});
