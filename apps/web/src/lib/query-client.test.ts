import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

async function callsUntilSettled(error: ApiError): Promise<number> {
  let calls = 0;
  await createQueryClient()
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        calls += 1;
        throw error;
      },
      retryDelay: 0,
    })
    .catch(() => undefined);
  return calls;
}

describe('the query client', () => {
  it('asks once more after a failure that may pass (no connection, a server error)', async () => {
    expect(await callsUntilSettled(new ApiError(0, 'NETWORK', 'offline'))).toBe(2);
    expect(await callsUntilSettled(new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'))).toBe(2);
  });

  it('asks once while the browser is offline, since the service worker may answer from the phone', async () => {
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      let calls = 0;
      const answer = client.fetchQuery({ queryKey: ['catalogue'], queryFn: () => ++calls });
      await expect(answer).resolves.toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('does not ask again when the server refused the request: the answer would be the same', async () => {
    expect(await callsUntilSettled(new ApiError(404, 'NOT_FOUND', 'missing'))).toBe(1);
    expect(await callsUntilSettled(new ApiError(409, 'QUOTE_CHANGED', 'changed'))).toBe(1);
  });
});
