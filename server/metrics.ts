// Prometheus metrics (prom-client), served at GET /metrics: what an operator alerts on. Leads accepted,
// rejected by the network and delivered, by service; the delivery queue; how long attempts and requests
// take. Counters live here so intake and the worker can count without knowing about the registry.
// Labels are bounded sets (services, outcomes, route patterns): never a URL, an id or personal data.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Service } from '#domain/catalogue.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** The service's name as a label; one fixed set, so a bad id cannot make new series. */
export function serviceLabel(service: Pick<Service, 'title'> | undefined): string {
  return service?.title ?? 'unknown';
}

export const leadsAccepted = new Counter({
  name: 'leads_accepted_total',
  help: 'Leads stored and answered 201, by service.',
  labelNames: ['service'] as const,
  registers: [registry],
});

export const leadsRejected = new Counter({
  name: 'leads_rejected_total',
  help: 'Leads the contractor network refused (final), by service. Invalid submissions show as HTTP 422s of POST /api/leads.',
  labelNames: ['service'] as const,
  registers: [registry],
});

export const leadsDelivered = new Counter({
  name: 'leads_delivered_total',
  help: 'Leads the contractor network accepted, by service.',
  labelNames: ['service'] as const,
  registers: [registry],
});

export const deliveryQueueDepth = new Gauge({
  name: 'lead_delivery_queue_depth',
  help: 'Delivery jobs waiting: pending (to be tried) and held (no LEAD_FORWARD_URL).',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const deliveryQueueOldestAge = new Gauge({
  name: 'lead_delivery_queue_oldest_age_seconds',
  help: 'Age of the oldest pending delivery job (0 when none).',
  registers: [registry],
});

export const deliveryLatencySeconds = new Histogram({
  name: 'lead_delivery_latency_seconds',
  help: 'From a lead stored to the network accepting it.',
  buckets: [0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600, 6 * 3600, 24 * 3600, 72 * 3600],
  registers: [registry],
});

export const deliveryAttemptSeconds = new Histogram({
  name: 'lead_delivery_attempt_duration_seconds',
  help: 'How long one delivery attempt waited for the network, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8, 15, 30, 60],
  registers: [registry],
});

export const httpRequestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
