import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-error';
import { readMultipart } from '../../lib/multipart';
import { uploadAllowance } from '../../lib/upload-quota';
import { currentUser } from '../../plugins/app/auth';
import { removeFiles, storePhoto } from '../services/photos';
import { releaseHeldServices } from '../services/queries';
import {
  getCompanyProfile,
  getOnboarding,
  getSellerProfile,
  getServiceArea,
  listSellers,
  replaceLogo,
  setCompanyProfile,
  setServiceArea,
} from './queries';
import { LOGO_FIELDS, companyBody, sellerIdParams, serviceAreaBody, traderBody } from './schema';
import { getTraderProfile, setTraderDetails } from './trader';
import { companyProfile, onboarding, responses, sellerProfile, sellerSummary, serviceArea, traderProfile } from '@craft/shared/schemas/responses';
import { z } from 'zod';

/** Public reads about craftsmen: names, services, portfolio and rating, never contact details. */
const sellers: FastifyPluginAsyncZod = async (app) => {
  const { uploads, photoBytes } = app.config.limits;

  app.get('/sellers', { schema: { response: responses({ 200: z.array(sellerSummary) }) } }, async () => listSellers(app.db));

  app.get('/sellers/:id', { schema: { params: sellerIdParams, response: responses({ 200: sellerProfile }) } }, async (request) => {
    const profile = await getSellerProfile(app.db, request.params.id, app.fileUrls(request));
    if (!profile) throw notFound('Seller not found', 'seller.not_found');
    return profile;
  });

  /** The caller's service area: the radius defaults to 30 km; registration set the company's postcode when it is known. */
  app.get('/sellers/me/service-area', { schema: { response: responses({ 200: serviceArea }) }, preHandler: app.requireSeller }, async (request) =>
    getServiceArea(app.db, currentUser(request).id),
  );

  /** Sets where the caller works: a known German postcode and a radius (1-200 km, default 30). */
  app.put(
    '/sellers/me/service-area',
    { schema: { body: serviceAreaBody, response: responses({ 200: serviceArea }) }, preHandler: app.requireSeller },
    async (request) => {
      const user = currentUser(request);
      if (!(await setServiceArea(app.db, user.id, request.body))) throw badRequest(`Unknown postcode: ${request.body.post_number}`, 'postcode.unknown');
      // Postcode searches (here and on every other instance) now find this seller elsewhere.
      app.searchCache.invalidate();
      return getServiceArea(app.db, user.id);
    },
  );

  /** The craftsman's first-day checklist, computed from what is stored (never guessed by a screen). */
  app.get('/sellers/me/onboarding', { schema: { response: responses({ 200: onboarding }) }, preHandler: app.requireSeller }, async (request) =>
    getOnboarding(app.db, currentUser(request).id),
  );

  /** The caller's company profile: description, logo, Meisterbetrieb, founding year. */
  app.get('/sellers/me/company', { schema: { response: responses({ 200: companyProfile }) }, preHandler: app.requireSeller }, async (request) =>
    getCompanyProfile(app.db, currentUser(request).id, app.fileUrls(request)),
  );

  /** Sets description, Meisterbetrieb and founding year; the logo has its own upload below. */
  app.put('/sellers/me/company', { schema: { body: companyBody, response: responses({ 200: companyProfile }) }, preHandler: app.requireSeller }, async (request) => {
    const user = currentUser(request);
    await setCompanyProfile(app.db, user.id, request.body);
    return getCompanyProfile(app.db, user.id, app.fileUrls(request));
  });

  /** The caller's trader details (legal name, address, register, VAT id) and where their check stands. */
  app.get('/sellers/me/trader', { schema: { response: responses({ 200: traderProfile }) }, preHandler: app.requireSeller }, async (request) =>
    getTraderProfile(app.db, currentUser(request).id),
  );

  /**
   * Submits the trader details (the self-certification must be true). Changed details go back to
   * `submitted` for an operator, verified ones too; they are public on the seller's page at once,
   * and the badge on his cards goes until they are verified again: the caches forget them.
   * His services held until now go live (any status but none lets them be public: an operator's
   * request for more leaves them up, as the details were given).
   */
  app.put('/sellers/me/trader', { schema: { body: traderBody, response: responses({ 200: traderProfile }) }, preHandler: app.requireSeller }, async (request) => {
    const sellerId = currentUser(request).id;
    const profile = await setTraderDetails(app.db, sellerId, request.body);
    await releaseHeldServices(app.db, sellerId);
    app.serviceCache.invalidate();
    app.searchCache.invalidate();
    await app.catalogueCache.invalidate();
    return profile;
  });

  /** PUT /sellers/me/logo (multipart {image}): JPEG/PNG/WebP up to the photo limit; replaces the old logo. */
  app.put(
    '/sellers/me/logo',
    {
      schema: { response: responses({ 200: companyProfile }) },
      preHandler: app.requireSeller,
      config: { rateLimit: { max: uploads.max, timeWindow: uploads.windowMs } },
    },
    async (request) => {
      const user = currentUser(request);
      const quota = await uploadAllowance(app, request, user.id);
      const { file } = await readMultipart(request, { fileFields: LOGO_FIELDS, maxFileBytes: photoBytes, quota });
      if (!file) throw badRequest('image: An image file is required', 'company.logo_required');
      const keys = await storePhoto(app, file.data, { variants: false });
      let old: Awaited<ReturnType<typeof replaceLogo>>;
      try {
        old = await replaceLogo(app.db, user.id, keys);
      } catch (error) {
        await removeFiles(app, [keys]);
        throw error;
      }
      if (old) await removeFiles(app, [old]);
      return getCompanyProfile(app.db, user.id, app.fileUrls(request));
    },
  );
};

export default sellers;
