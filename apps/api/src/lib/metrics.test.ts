import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const open = await createTestApp();
const guarded = await createTestApp({ metricsToken: 'scrape-me-0123456789' });
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const scrape = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

describe('GET /api/metrics', () => {
  it('gives a scraper on this machine request, latency, job and stream figures in Prometheus format', async () => {
    await open.app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape(open, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/dawanow_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(res.body).toContain(
      'dawanow_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}',
    );
    expect(res.body).toMatch(/dawanow_jobs_due \d+/);
    expect(res.body).toMatch(/dawanow_jobs_lag_seconds \d/);
    expect(res.body).toContain('dawanow_event_streams_open 0');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('is not there for anyone else, nor for a caller a proxy on this machine forwards', async () => {
    const remote = await scrape(open, '203.0.113.9');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const forwarded = await scrape(open, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.statusCode).toBe(404);
  });

  it('asks for METRICS_TOKEN, when set, from everyone, loopback included', async () => {
    const local = await scrape(guarded, '127.0.0.1');
    expect(local.statusCode).toBe(404);
    const wrong = await scrape(guarded, '203.0.113.9', { authorization: 'Bearer scrape-me-0123456780' });
    expect(wrong.statusCode).toBe(404);
    const scraper = await scrape(guarded, '203.0.113.9', { authorization: 'Bearer scrape-me-0123456789' });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('dawanow_http_requests_total');
  });
});
