import { LEGAL_DOCUMENTS } from '@craft/shared/legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '@craft/shared/schemas/responses';

const legalDocument = z.object({ version: z.string(), date: z.string().meta({ format: 'date' }) });
const legalVersions = z
  .object({ terms: legalDocument, privacy: legalDocument, imprint: legalDocument })
  .meta({ id: 'LegalVersions', description: 'Registration (POST /users) sends terms.version as terms_version and privacy.version as privacy_version.' });

/** GET /legal/versions: what a client must send to register, so a third-party client can learn it from the API. */
const legal: FastifyPluginAsyncZod = async (app) => {
  app.get('/legal/versions', { schema: { response: responses({ 200: legalVersions }) } }, async () => LEGAL_DOCUMENTS);
};

export default legal;
