import { useEffect, useRef, useState } from 'react';
import { t } from '../../src/catalogue/index.ts';
import { VIDEO_TEXT } from '../../src/catalogue/en/video.ts';
import { parseEmbed, withAutoplay } from '../../src/video/embed.ts';
import { VIDEO_MODE, VIDEO_TYPE } from '../../src/enums/video.ts';
import { onOtherVideoPlay } from './players.ts';
import { commandPlayer, placeholderPadding, withPlayerApi } from './player-messages.ts';
import type { VideoData } from './schema.ts';

/** The documented default aspect padding for a video with no known size. */
export const DEFAULT_ASPECT_PADDING = '56.3%';

/** What the widget renders from: the block's data plus the markup's embed code. */
export interface VideoProps {
  data: VideoData;
  embedHtml: string;
  providerName?: string;
}

/**
 * The video block: the overlay (thumbnail and play button) until the
 * visitor activates it with a click, Enter or Space; then the embed, while
 * every other video on the page gets its overlay back. Embed code that is not
 * an iframe or object shows 'Invalid video embed.'.
 */
export function Video({ data, embedHtml, providerName }: VideoProps) {
  const embed = parseEmbed(embedHtml);
  const [playing, setPlaying] = useState(!data.overlay);
  const frame = useRef<HTMLDivElement>(null);
  const mode = data.mode || VIDEO_MODE.NONE;

  useEffect(() => onOtherVideoPlay(() => setPlaying(false), playing), [playing]);

  // A player that takes messages is paused and resumed in place; any other is removed and re-added.
  useEffect(() => {
    const box = frame.current;
    if (!box || !embed.element) return;
    const current = box.firstElementChild;
    if (playing) {
      if (!commandPlayer(current, 'play')) box.replaceChildren(withPlayerApi(data.overlay ? withAutoplay(embed.element) : embed.element));
    } else if (current && !commandPlayer(current, 'pause')) {
      box.replaceChildren();
    }
  }, [playing, embedHtml]);
  useEffect(() => {
    const box = frame.current;
    return () => box?.replaceChildren();
  }, []);

  if (embed.type === VIDEO_TYPE.INVALID) {
    return (
      <div className="sqs-video-wrapper site-video site-video--invalid" role="alert">
        {t(VIDEO_TEXT, 'invalidEmbed')}
      </div>
    );
  }
  // Plain text (no placeholder), so the video chunk carries no formatter.
  const label = data.title ? `${t(VIDEO_TEXT, 'playVideo')}: ${data.title}` : t(VIDEO_TEXT, 'playVideo');
  // Until it plays, the placeholder keeps 100 / (width / height), or 65 % with no size known.
  const padding = !playing ? placeholderPadding(embed.ratio ? 1 / embed.ratio : undefined) : embed.ratio ? `${(embed.ratio * 100).toFixed(2)}%` : DEFAULT_ASPECT_PADDING;
  return (
    <div
      className={`sqs-video-wrapper site-video site-video--${mode}`}
      data-provider-name={providerName}
      data-video-state={playing ? 'playing' : 'overlay'}
      style={{ paddingBottom: padding }}
    >
      <div className="site-video__frame" ref={frame} />
      {!playing && (
        <button type="button" className={`sqs-video-overlay${data.thumbnailUrl ? '' : ' no-thumb'}`} aria-label={label} onClick={() => setPlaying(true)}>
          {data.thumbnailUrl && <img className="site-video__thumb" src={data.thumbnailUrl} alt="" loading="lazy" />}
          <span className="sqs-video-opaque" aria-hidden="true" />
          <span className="sqs-video-icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
