/**
 * The /config.json request, started by the entry (index.ts) as soon as main.js runs, so it travels
 * while the start-up chunks load instead of after them. Plain fetch: nothing from @craft/shared may
 * be imported before the federation runtime has negotiated the shared singletons.
 */
export const configRequest: Promise<Response> = (() => {
  // A server-rendered page carries the config it was rendered with: no round trip before hydrating.
  const embedded = document.getElementById('server-config')?.textContent;
  return embedded ? Promise.resolve(new Response(embedded, { headers: { 'Content-Type': 'application/json' } })) : fetch('/config.json', { cache: 'no-cache' });
})();

// bootstrap awaits it (and reports a failure); until then a rejection is not "unhandled".
configRequest.catch(() => undefined);
