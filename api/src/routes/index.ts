import type { FastifyPluginAsync } from 'fastify';
import account from './account';
import categories from './categories';
import conversations from './conversations';
import files from './files';
import health from './health';
import legal from './legal';
import live from './live';
import notifications from './notifications';
import quotation from './quotation';
import services from './services';
import serviceCache from './services/detail-cache';
import photoConversion from './services/photo-conversion';
import users from './users';
import directOffers from './direct-offers';
import invoices from './invoices';
import orders from './orders';
import portfolio from './portfolio';
import quotationAnswers from './quotation-answers';
import remoteReleases from './remote-releases';
import reports from './reports';
import moderation from './moderation';
import appeals from './appeals';
import search from './search';
import sellers from './sellers';
import sitemap from './sitemap';
import wishlist from './wishlist';

/**
 * One line per resource. A resource is a folder: index.ts (routes), schema.ts (zod, reusing
 * @craft/shared/schemas), queries.ts (Kysely), <resource>.test.ts. See api/README.md.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  // categories, search and the service cache first: their caches are decorated on the app, and
  // writes (services, account changes, service areas) invalidate them.
  await app.register(categories);
  await app.register(search);
  await app.register(serviceCache);
  await app.register(users);
  await app.register(legal);
  await app.register(account);
  await app.register(services);
  // After the caches it invalidates; it starts once the server is ready.
  await app.register(photoConversion);
  await app.register(quotation);
  await app.register(quotationAnswers);
  await app.register(files);
  await app.register(wishlist);
  await app.register(orders);
  await app.register(invoices);
  await app.register(directOffers);
  await app.register(sellers);
  await app.register(sitemap);
  await app.register(portfolio);
  await app.register(conversations);
  await app.register(notifications);
  await app.register(live);
  await app.register(remoteReleases);
  await app.register(reports);
  await app.register(moderation);
  await app.register(appeals);
};

export default routes;
