// @ts-check
/// <reference path="../../dist/site-runtime.d.ts" />
// A template author's page script, checked against dist/site-runtime.d.ts
// (test/unit/tools/types.test.ts). Each @ts-expect-error is a mistake the
// types must catch: if the types went loose, tsc would fail on it.

const runtime = window.SiteRuntime;
runtime.register('countdown', () => import('./countdown.js'));

runtime.bus.on('block:error', ({ id, type, reason, field }) => {
  /** @type {string} */ const where = field ?? '(none)';
  document.title = `${id} ${type} ${reason} ${where}`;
});
runtime.bus.on('site:initialized', ({ blocks, ms }) => {
  /** @type {number} */ const total = blocks + ms;
  void total;
});
runtime.bus.on('consent:change', ({ allowed }) => {
  if (allowed) document.body.dataset.consent = 'yes';
});
runtime.bus.on('my-page:event', (anything) => void anything); // a page's own event
runtime.bus.emit('cart:change', { totalQuantity: 2, subtotalCents: 1999 });
runtime.ready.then(() =>
  runtime
    .blocks()
    .filter((block) => block.state === 'error')
    .map((block) => block.error?.length),
);
/** @type {string} */ const version = runtime.version;
/** @type {string} */ const website = runtime.context.website.id;
void version;
void website;

// @ts-expect-error: 'site:initialized' carries no `reason`
runtime.bus.on('site:initialized', ({ reason }) => void reason);
runtime.bus.on('cart:change', ({ totalQuantity }) => {
  // @ts-expect-error: the cart's quantity is a number
  /** @type {string} */ const quantity = totalQuantity;
  void quantity;
});
/** @param {import('../../dist/site-runtime').BlockState} state */
const isState = (state) => runtime.blocks().some((block) => block.state === state);
// @ts-expect-error: a block's state is one of four words
isState('mounted');
// @ts-expect-error: an importer must give a module with `mount`
runtime.register('broken', () => Promise.resolve({ start() {} }));

// load() knows each module by name and what it resolves to.
runtime
  .load('services')
  .then((s) => s.dialog())
  .then((d) => d.confirmDialog({ title: 'Remove it?' }).confirmed)
  .then((yes) => {
    /** @type {boolean} */ const confirmed = yes;
    void confirmed;
  });
runtime
  .load('services')
  .then((s) => s.catalogue())
  .then((c) => c.setLocale('fr'));
// @ts-expect-error: `dialog` is a service of the `services` router, not a module load() accepts (it rejects in the browser)
runtime.load('dialog');
// @ts-expect-error: a runtime event's payload is typed: `allowed` is a boolean
runtime.bus.emit('consent:change', { allowed: 'yes', time: 1 });
// @ts-expect-error: a runtime event's payload is complete
runtime.bus.emit('consent:change', { allowed: true });
runtime.bus.emit('consent:change', { allowed: true, time: Date.now() });
runtime.bus.emit('cookie-banner:show');
runtime.bus.emit('my-page:event', { anything: 1 }); // a page's own event takes any payload
