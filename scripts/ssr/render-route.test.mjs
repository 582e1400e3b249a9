import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composeDocument, isServerRendered, languageOf, pagesChangedBy, serverEntryOf, writeEffect } from './render-route.mjs';
import { matchPath } from './match-path.mjs';

const template =
  '<!doctype html><html lang=en><head><meta name=description content="Static"><title>Handwerker Marktplatz</title><script defer src=/main.js></script><link rel=preload as=script fetchpriority=low href=/1.js></head><body><div id=root></div></body></html>';

test('the page goes into the template: head, content, state, language, scripts after the content', () => {
  const document = composeDocument(template, {
    html: '<h1>Fliesen</h1>',
    head: '<title>Fliesen | Handwerker Marktplatz</title><meta name="description" content="Neu"/>',
    state: { language: 'de', note: '</script><script>alert(1)</script>' },
  });
  assert.match(document, /^<!doctype html><html lang="de">/);
  assert.equal(document.match(/<title>/g).length, 1);
  assert.ok(!document.includes('Static'));
  assert.ok(document.indexOf('<h1>Fliesen</h1>') < document.indexOf('<script defer src=/main.js>'));
  assert.ok(!document.includes('rel=preload'));
  // The state cannot end its own script element.
  assert.ok(!document.includes('</script><script>alert(1)'));
  assert.ok(document.includes('\\u003c/script>'));
});

test("the visitor's language: their cookie, else Accept-Language, else English", () => {
  assert.equal(languageOf({ headers: { cookie: 'a=1; craft.language=de', 'accept-language': 'en' } }), 'de');
  assert.equal(languageOf({ headers: { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' } }), 'de');
  assert.equal(languageOf({ headers: { 'accept-language': 'fr' } }), 'en');
  assert.equal(languageOf({ headers: {} }), 'en');
});

test('only the public pages a manifest marks for the server, and the host landing and results', () => {
  const config = {
    remotes: {
      buyer: { manifest: { routes: [
        { id: 'service', path: '/services/:id', access: 'public', render: 'server' },
        { id: 'orders', path: '/orders/:id', access: 'buyer' },
        { id: 'favorable', path: '/favorable', access: 'public' },
      ] } },
      seller: {},
    },
  };
  assert.equal(isServerRendered('/', config), true);
  assert.equal(isServerRendered('/results', config), true);
  assert.equal(isServerRendered('/services/12', config), true);
  assert.equal(isServerRendered('/orders/12', config), false);
  assert.equal(isServerRendered('/favorable', config), false);
  assert.equal(isServerRendered('/home', config), false);
});

test("a remote's server build is beside its browser build, on this server or elsewhere", () => {
  assert.equal(serverEntryOf('/remotes/buyer/v/1/mf-manifest.json', 'http://127.0.0.1:3000'), 'http://127.0.0.1:3000/remotes/buyer/v/1/server/remoteEntry.js');
  assert.equal(serverEntryOf('https://cdn.example/buyer/mf-manifest.json', 'http://127.0.0.1:3000'), 'https://cdn.example/buyer/server/remoteEntry.js');
  assert.equal(serverEntryOf('', 'http://127.0.0.1:3000'), undefined);
});

test('a write drops the pages it may have changed, and only those', () => {
  const config = { remotes: { buyer: { manifest: { links: { service: '/services/:id', seller: '/sellers/:id' } } } } };
  const service = pagesChangedBy('PUT', '/services/7', config);
  assert.equal(service('/services/7'), true);
  assert.equal(service('/services/007?utm=x'), true, 'the same service under another spelling');
  assert.equal(service('/services/8'), false);
  assert.equal(service('/'), true);
  assert.equal(service('/sellers/3'), true);
  assert.equal(service('/results?q=x'), true);
  const photo = pagesChangedBy('DELETE', '/services/photos/7', config);
  assert.deepEqual(['/services/7', '/services/8', '/'].map(photo), [true, false, true]);
  const created = pagesChangedBy('POST', '/services', config);
  assert.deepEqual(['/services/7', '/', '/results?q=', '/sellers/3'].map(created), [false, true, true, true]);
  const portfolio = pagesChangedBy('PUT', '/portfolio/4', config);
  assert.deepEqual(['/sellers/3', '/', '/services/7'].map(portfolio), [true, false, false]);
  const order = pagesChangedBy('POST', '/orders/4/cancel', config);
  assert.deepEqual(['/services/7', '/', '/sellers/3'].map(order), [true, false, false]);
  assert.equal(pagesChangedBy('PUT', '/orders/4/review', config)('/services/7'), true);
  assert.equal(pagesChangedBy('PUT', '/users/12', config)('/services/7'), true, 'a name shown on every page');
  // Without the buyer's manifest, a write that changes some page drops everything.
  assert.equal(pagesChangedBy('PUT', '/services/7', { remotes: {} })('/services/8'), true);
  assert.equal(pagesChangedBy('GET', '/services/7')('/services/7'), false);
});

test("writes that change no public page drop nothing: sign-in, one's own settings, messages, password resets, unknown paths", () => {
  const config = { remotes: { buyer: { manifest: { links: { service: '/services/:id', seller: '/sellers/:id' } } } } };
  const none = [
    ['POST', '/users/login'],
    ['POST', '/users'],
    ['PUT', '/users/me/locale'],
    ['PUT', '/users/me/locale/'],
    ['PUT', '/users/me/locale?x=1'],
    ['PUT', '/users//me/locale'],
    ['PUT', '/users/me/mail-preferences'],
    ['POST', '/users/password-reset'],
    ['POST', '/users/password-reset/confirm'],
    ['POST', '/users/confirm-email/resend'],
    ['PUT', '/users/12/password'],
    ['PUT', '/users/12/email'],
    ['POST', '/conversations/4/messages'],
    ['POST', '/notifications/read'],
    ['POST', '/wishlist'],
    ['POST', '/quotation'],
    ['POST', '/direct-offers/3/reject'],
    ['POST', '/no-such-route'],
  ];
  for (const [method, path] of none) {
    for (const page of ['/', '/results?q=', '/services/7', '/sellers/3']) assert.equal(pagesChangedBy(method, path, config)(page), false, `${method} ${path} -> ${page}`);
  }
  assert.deepEqual(writeEffect('PUT', '/users/me/locale'), { effect: 'none', id: undefined });
  assert.deepEqual(writeEffect('PUT', '/services/photos/9'), { effect: 'service', id: '9' });
});

test('path patterns match as react-router matches them', () => {
  assert.equal(matchPath('/services/:id', '/services/12'), true);
  assert.equal(matchPath('/services/:id', '/services/12/'), true);
  assert.equal(matchPath('/services/:id', '/services'), false);
  assert.equal(matchPath('/services/:id', '/services/12/edit'), false);
  assert.equal(matchPath('/jobs/*', '/jobs/orders/3'), true);
  assert.equal(matchPath('/favorable/document', '/favorable/document'), true);
});
