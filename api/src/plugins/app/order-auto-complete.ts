import fp from 'fastify-plugin';
import { completeDueOrders } from '../../routes/orders/auto-complete';

const HOUR = 60 * 60_000;

/**
 * The orders' auto-complete sweep, at start and every hour on each instance (the status
 * condition sits in the UPDATE, so two instances never complete an order twice). Reading the order
 * lists runs it too, so the hour between two sweeps is never visible.
 */
export default fp(
  async (app) => {
    const sweep = async () => {
      try {
        const completed = await completeDueOrders(app);
        if (completed) app.log.info({ completed }, 'completed orders whose work was done 14 days ago');
      } catch (error) {
        app.log.error({ err: error }, 'the order auto-complete sweep failed; it runs again in an hour');
      }
    };
    await sweep();
    const timer = setInterval(() => void sweep(), HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-auto-complete', dependencies: ['db', 'notify'] },
);
