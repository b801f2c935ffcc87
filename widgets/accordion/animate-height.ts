const running = new WeakMap<HTMLElement, Animation>();

/**
 * Animates an element's height between 0 and its content height with the
 * Web Animations API (allowed under a strict CSP, unlike injected styles),
 * starting from wherever a running animation had got to.
 */
export function animateHeight(element: HTMLElement, open: boolean, duration: number, done: () => void): void {
  const from = element.getBoundingClientRect().height;
  running.get(element)?.cancel();
  const to = open ? element.scrollHeight : 0;
  const animation = element.animate(
    [
      { height: `${from}px`, overflow: 'hidden' },
      { height: `${to}px`, overflow: 'hidden' },
    ],
    { duration, easing: 'ease-in-out' },
  );
  running.set(element, animation);
  animation.onfinish = () => {
    running.delete(element);
    done();
  };
}
