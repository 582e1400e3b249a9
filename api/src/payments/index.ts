import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider';
import { recordOnlyProvider } from './record-only';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/** Decorates `app.payments`; a real processor replaces the record-only provider here (or via the option). */
export default fp<{ provider?: PaymentProvider }>(
  async (app, options) => {
    app.decorate('payments', options.provider ?? recordOnlyProvider);
  },
  { name: 'payments' },
);
