/** The real entry point as a process: configuration errors, and shutdown on SIGTERM without data loss. */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnApi } from './api-process';
import { waitUntilReady } from './wait-until-ready';

const started = new Set<ChildProcess>();
// A test that fails half-way must not leave its server running.
afterEach(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  started.clear();
});

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawnApi({ LOG_LEVEL: 'info', ...env });
  started.add(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

describe('the server process', () => {
  it('refuses to start with invalid configuration and lists every problem', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x' });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('DATABASE_URL');
  });

  // Starts a real process with its own database: slow on a busy two-core machine.
  it('finishes requests and closes the embedded database cleanly on SIGTERM', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-proc-'));
    const port = 3300 + Math.floor(Math.random() * 600);
    const baseUrl = `http://127.0.0.1:${port}`;
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    const exited = exitCode(child);
    await waitUntilReady(baseUrl, child, output);

    const sent = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Meera', email: 'meera@example.in', subject: 'Refund', message: 'Refund status?' }),
    });
    expect(sent.status).toBe(201);
    // Each request is one log line once answered: what came in, from where, and how it ended
    const requestId = sent.headers.get('x-request-id');
    await vi.waitFor(() => {
      const contactLines = output()
        .split('\n')
        .filter((line) => line.includes(`"reqId":"${requestId}"`))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(contactLines).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'POST', url: '/api/contact', remoteAddress: '127.0.0.1' }),
          res: { statusCode: 201 },
          responseTime: expect.any(Number),
        }),
      ]);
    });
    const inFlight = Array.from({ length: 20 }, () => fetch(`${baseUrl}/api/content/pages/terms`));
    child.kill('SIGTERM');

    // Each request is either served in full or refused in our error shape — never cut off or failed.
    const answered = await Promise.allSettled(
      inFlight.map(async (request) => {
        const res = await request;
        return { status: res.status, body: (await res.json()) as { slug?: string } };
      }),
    );
    for (const result of answered) {
      if (result.status !== 'fulfilled') continue; // connection refused after the listener closed
      if (result.value.status === 200) expect(result.value.body.slug).toBe('terms');
      else expect(result.value).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE' } } });
    }
    expect(await exited, output()).toBe(0);
    expect(output()).toContain('shutting down');

    // The data directory opens again and holds what was written before the signal.
    const reopened = new PGlite(join(dataDir, 'pglite'));
    const { rows } = await reopened.query<{ email: string }>('select email from contact_messages');
    await reopened.close();
    expect(rows).toEqual([{ email: 'meera@example.in' }]);
  });
});
