import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sameSecret } from '../../lib/same-secret';

/**
 * GET /metrics in Prometheus' text format: request durations per route and status, the event
 * loop's lag (prom-client's default metrics), database pool use and password work in flight.
 * Behind a bearer token (METRICS_TOKEN); without one the route does not exist. Each instance
 * reports its own figures: Prometheus scrapes every instance.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route pattern ("/services/:id"), never the raw URL: ids would make a series per record.
      const route = request.routeOptions.url ?? 'unmatched';
      durations.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = app.database.poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'work_queue_length',
      help: 'CPU-heavy jobs accepted and not finished (running or queued), by pool',
      labelNames: ['queue'] as const,
      registers: [registry],
      collect() {
        this.set({ queue: 'password-hashing' }, app.workPools.passwords.size);
        this.set({ queue: 'image-processing' }, app.workPools.images.size);
      },
    });

    const { redisHealth } = app;
    if (redisHealth) {
      new Gauge({
        name: 'redis_up',
        help: 'Whether Redis answers (0: limits count per instance, caches expire quickly, mail waits in the database queue)',
        registers: [registry],
        collect() {
          this.set(redisHealth.isUp() ? 1 : 0);
        },
      });
    }

    new Gauge({
      name: 'live_streams_open',
      help: 'Open live streams (GET /live) in this instance',
      registers: [registry],
      collect() {
        this.set(app.live.openStreams);
      },
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(sent, token)) return reply.code(401).send({ error: 'A valid metrics token is required', code: 'auth.metrics_token' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db', 'work-pools', 'live'] },
);
