// @ts-check
// A template author's block module, typed by the mount signature in dist/site-runtime.d.ts.

/** @type {import('../../dist/site-runtime').BlockModule['mount']} */
export function mount(element, data, context) {
  const timer = setInterval(() => {
    element.textContent = `${context.type} #${context.id} on ${context.site.website.id}: ${JSON.stringify(data)}`;
  }, 1000);
  context.bus.emit('block:ready', { id: context.id, type: context.type, element });
  return () => clearInterval(timer);
}

/** @type {import('../../dist/site-runtime').BlockModule['mount']} */
// @ts-expect-error: a cleanup is a function, not a string
export const wrong = () => 'not a cleanup';
