import type { TEndpoint } from '@dawanow/shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import { type EndpointRequest, route } from './endpoint';

/**
 * A webhook route whose body stays the exact bytes the sender signed (a Buffer) until the signature is checked:
 * any content type is taken raw, up to the contract's body limit.
 */
export async function rawBodyRoute<E extends TEndpoint>(
  app: FastifyInstance,
  definition: E,
  handler: (request: EndpointRequest<E>, body: Buffer) => Promise<unknown>,
): Promise<void> {
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: definition.bodyLimit },
      (_request, body, done) => {
        done(null, body);
      },
    );
    route(webhooks, definition, ((request: EndpointRequest<E>) =>
      handler(request, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))) as never);
  });
}
