// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseEmbed } from '../../../../src/video/embed.ts';
import { VIDEO_TYPE } from '../../../../src/enums/video.ts';

// The value the runtime uses, written out (its module keeps it private).
const EMBED_SANDBOX = 'allow-scripts allow-presentation allow-popups';

describe('video embed hardening (behaviour/start-up.md#security-model)', () => {
  it('keeps only autoplay, fullscreen, picture-in-picture and encrypted-media of allow=', () => {
    const allow = "camera *; microphone; autoplay 'src'; geolocation; fullscreen; payment; picture-in-picture; encrypted-media; clipboard-read";
    expect(parseEmbed(`<iframe src="https://player.example/v/1" allow="${allow}"></iframe>`).element!.getAttribute('allow')).toBe(
      'autoplay; fullscreen; picture-in-picture; encrypted-media',
    );
    const { element } = parseEmbed('<iframe src="https://player.example/v/1" allow="camera; microphone; autoplay"></iframe>');
    expect(element!.getAttribute('allow')).toBe('autoplay');
  });

  it('sandboxes every player, same-origin or not (its address may redirect back to the site); an object is refused', () => {
    const { element } = parseEmbed(`<iframe src="${location.origin}/player.html"></iframe>`);
    expect(element!.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(parseEmbed('<iframe src="/player.html"></iframe>').element!.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(parseEmbed('<iframe src="https://player.example/v/1"></iframe>').element!.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(parseEmbed('<object data="/page.html"></object>').type).toBe('invalid');
    expect(parseEmbed('<object data="https://player.example/v/1"></object><iframe src="https://player.example/v/1"></iframe>').type).toBe('invalid');
  });

  it("keeps a known provider's player in its own origin, by exact https host only", () => {
    const sandbox = (src: string) => parseEmbed(`<iframe src="${src}"></iframe>`).element!.getAttribute('sandbox');
    expect(sandbox('https://www.youtube.com/embed/x')).toBe(`${EMBED_SANDBOX} allow-same-origin`);
    expect(sandbox('https://player.vimeo.com/video/1')).toBe(`${EMBED_SANDBOX} allow-same-origin`);
    for (const src of ['http://www.youtube.com/embed/x', 'https://www.youtube.com.attacker.test/embed/x', 'https://youtube.attacker.test/'])
      expect(sandbox(src)).toBe(EMBED_SANDBOX);
  });

  it('types each embed by the shared video types: iframe, else invalid (an object cannot be sandboxed)', () => {
    expect(parseEmbed('<iframe src="https://player.example/v/1"></iframe>').type).toBe(VIDEO_TYPE.IFRAME);
    expect(parseEmbed('<object data="https://player.example/v/1"></object>').type).toBe(VIDEO_TYPE.INVALID);
    expect(parseEmbed('<p>no player</p>').type).toBe(VIDEO_TYPE.INVALID);
    expect(parseEmbed('<iframe src="javascript:alert(1)"></iframe>').type).toBe('invalid');
  });
});
