const restorers = new Set<() => void>();

/**
 * Keeps one video playing per page: while a video is playing, it listens;
 * when another starts, this one's overlay comes back (behaviour/video.md#video, "Video"). Returns the unsubscribe, for an effect's cleanup.
 */
export function onOtherVideoPlay(restoreOverlay: () => void, playing: boolean): () => void {
  if (playing) {
    for (const restore of restorers) restore();
    restorers.clear();
    restorers.add(restoreOverlay);
  }
  return () => {
    restorers.delete(restoreOverlay);
  };
}
