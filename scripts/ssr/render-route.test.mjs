import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composeDocument, isServerRendered, languageOf, pagesChangedBy, serverEntryOf } from './render-route.mjs';
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
  const config = { remotes: { buyer: { manifest: { links: { service: '/services/:id' } } } } };
  const service = pagesChangedBy('PUT', '/services/7', config);
  assert.equal(service('/services/7'), true);
  assert.equal(service('/services/8'), false);
  assert.equal(service('/'), true);
  assert.equal(service('/sellers/3'), true);
  assert.equal(service('/results?q=x'), true);
  // Without the buyer's manifest, a service write drops everything.
  assert.equal(pagesChangedBy('PUT', '/services/7', { remotes: {} })('/services/8'), true);
  assert.equal(pagesChangedBy('GET', '/services/7')('/services/7'), false);
  assert.equal(pagesChangedBy('POST', '/users/login')('/'), false);
  assert.equal(pagesChangedBy('POST', '/conversations/4/messages')('/'), false);
  assert.equal(pagesChangedBy('PUT', '/orders/4/review')('/services/7'), true);
});

test('path patterns match as react-router matches them', () => {
  assert.equal(matchPath('/services/:id', '/services/12'), true);
  assert.equal(matchPath('/services/:id', '/services/12/'), true);
  assert.equal(matchPath('/services/:id', '/services'), false);
  assert.equal(matchPath('/services/:id', '/services/12/edit'), false);
  assert.equal(matchPath('/jobs/*', '/jobs/orders/3'), true);
  assert.equal(matchPath('/favorable/document', '/favorable/document'), true);
});
