// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { commandPlayer, messagingProviderOf, placeholderPadding, playerMessage, withPlayerApi } from '../../../../widgets/video/player-messages.ts';

const iframe = (src: string) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('src', src);
  document.body.append(frame);
  return frame;
};

describe('video provider messaging (docs/behaviour/video.md#video)', () => {
  it('knows the two providers that take play/pause messages, and no others', () => {
    expect(messagingProviderOf('https://www.youtube.com/embed/abc')).toBe('youtube');
    expect(messagingProviderOf('https://www.youtube-nocookie.com/embed/abc')).toBe('youtube');
    expect(messagingProviderOf('https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(messagingProviderOf('https://youtube.com.evil.example/embed')).toBeUndefined();
    expect(messagingProviderOf('https://fast.wistia.net/embed/1')).toBeUndefined();
    expect(messagingProviderOf(null)).toBeUndefined();
  });

  it('speaks each provider’s message format', () => {
    expect(JSON.parse(playerMessage('youtube', 'pause'))).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(playerMessage('youtube', 'play'))).toEqual({ event: 'command', func: 'playVideo', args: [] });
    expect(JSON.parse(playerMessage('vimeo', 'pause'))).toEqual({ method: 'pause' });
  });

  it('posts to the provider’s own origin, and reports false for a player that takes no messages', () => {
    const youtube = iframe('https://www.youtube.com/embed/abc?enablejsapi=1');
    const post = vi.spyOn(youtube.contentWindow!, 'postMessage').mockImplementation(() => {});
    expect(commandPlayer(youtube, 'pause')).toBe(true);
    expect(post).toHaveBeenCalledWith(playerMessage('youtube', 'pause'), 'https://www.youtube.com');
    expect(commandPlayer(iframe('https://fast.wistia.net/embed/1'), 'pause')).toBe(false);
    expect(commandPlayer(document.createElement('object'), 'play')).toBe(false);
  });

  it('turns on the YouTube player API once, and leaves other addresses alone', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('src', 'https://www.youtube.com/embed/abc?autoplay=1');
    expect(withPlayerApi(withPlayerApi(frame)).getAttribute('src')).toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1');
    frame.setAttribute('src', 'https://player.vimeo.com/video/1');
    expect(withPlayerApi(frame).getAttribute('src')).toBe('https://player.vimeo.com/video/1');
  });

  it('gives the placeholder 100 ÷ ratio, or 65 with no ratio', () => {
    expect(placeholderPadding(undefined)).toBe('65%');
    expect(placeholderPadding(16 / 9)).toBe('56.25%');
    expect(placeholderPadding(4 / 3)).toBe('75%');
    expect(placeholderPadding(0)).toBe('65%');
  });
});
