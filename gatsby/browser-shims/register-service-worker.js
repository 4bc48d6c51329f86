// Gatsby registers a service worker only when a plugin asks for one (`registerServiceWorker`), and no plugin of the
// site does; its registration code (about 0.5 KB gzip) would still ship on every page. If a plugin ever asks, this
// stand-in fails loudly instead of silently not registering.
throw new Error(
  "Gatsby's service-worker registration is stubbed out of the browser bundle (gatsby/build-hooks.ts); remove the stub.",
);
