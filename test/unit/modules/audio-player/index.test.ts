// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { start } from '../../../../modules/audio-player/index.ts';
import { moduleContext } from '../context.ts';

describe('the audio player', () => {
  it('adds labelled native controls for safe urls only; one track plays at a time', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div class="sqs-audio-player" data-url="/a.mp3" data-title="Track one"></div>
      <div class="sqs-audio-player" data-url="/b.mp3" data-title="Track two"></div>
      <div class="sqs-audio-player" id="evil" data-url="javascript:alert(1)"></div>`;
    start(moduleContext('audio-player', {}, [...document.querySelectorAll('.sqs-audio-player')]));
    const players = document.querySelectorAll('audio');
    expect(players).toHaveLength(2);
    expect(players[0]!.getAttribute('aria-label')).toBe('Track one');
    expect(players[0]!.controls).toBe(true);
    const pause = vi.spyOn(players[0]!, 'pause').mockImplementation(() => {});
    players[1]!.dispatchEvent(new Event('play'));
    expect(pause).toHaveBeenCalled();
  });
});
