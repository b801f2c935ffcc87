/**
 * The audio player page module (docs/behaviour/page-modules.md#audio-player): each
 * `.sqs-audio-player[data-url]` gets the browser's own audio controls
 * (keyboard-operable, labelled by the track's title); one track plays at a
 * time on the page.
 */
import type { ModuleCleanup, PageModuleContext } from '../../src/page-module.ts';
import { safeHref } from '../../src/dom/safe-href.ts';
import { warn } from '../../src/log.ts';
import { ownDoc } from '../../src/dom/doc.ts';

/** Adds a player to every element that asked. */
export function start({ elements }: PageModuleContext): ModuleCleanup {
  const players: HTMLAudioElement[] = [];
  // One at a time: a track that starts pauses the others.
  const onPlay = (event: Event) => players.forEach((player) => player !== event.target && player.pause());
  for (const host of elements) {
    const url = safeHref(host.getAttribute('data-url'));
    if (!url || url.startsWith('mailto:')) {
      warn(`audio player ${host.id ? `#${host.id} ` : ''}has no usable data-url; left as it is`);
      continue;
    }
    const audio = ownDoc.createElement('audio');
    audio.controls = true;
    audio.preload = 'none';
    audio.src = url;
    audio.className = 'sqs-audio-player-controls';
    const title = (host.getAttribute('data-title') ?? host.textContent ?? '').trim();
    if (title) audio.setAttribute('aria-label', title);
    audio.addEventListener('play', onPlay);
    host.append(audio);
    players.push(audio);
  }
  return () => {
    for (const player of players) {
      player.pause();
      player.remove();
    }
  };
}
