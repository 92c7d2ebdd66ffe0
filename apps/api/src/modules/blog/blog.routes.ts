import { blogApi } from '@dawanow/shared/api/blog';
import { BLOG_COVER_MAX_BYTES } from '@dawanow/shared/blog';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { answer, route } from '../../lib/endpoint';
import { keptFor } from '../../lib/http-cache';
import { readOneImage } from '../../lib/multipart-image';
import type { BlogService } from './blog.service';

export const blogRoutes: FastifyPluginAsync<{ blog: BlogService }> = async (app, { blog }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  // A scheduled post appears at its minute: caches in between may keep an answer for a minute at most.
  const posts = keptFor(30, 0, { tables: ['blog_posts'], ms: 30_000 });
  route(app, blogApi.list, (request) => blog.list(request.query), { cache: posts });
  route(app, blogApi.post, (request) => blog.post(request.params.slug), { cache: posts });

  route(app, blogApi.cover, async (request, reply) => {
    const file = await blog.cover(request.params.imageName);
    // The name is the picture's hash, so a browser may keep it for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.body);
  });

  route(app, blogApi.adminList, (request) => blog.adminList(request.query));

  route(app, blogApi.adminPost, (request) => blog.adminPost(request.params.postId));

  route(app, blogApi.create, async (request) => answer(201, await blog.create(actorOf(request), request.body)));

  route(app, blogApi.update, (request) => blog.update(actorOf(request), request.params.postId, request.body));
  route(app, blogApi.remove, async (request) => {
    await blog.remove(actorOf(request), request.params.postId, request.body);
    return { ok: true as const };
  });

  route(app, blogApi.uploadCover, async (request) => {
    const bytes = await readOneImage(request, { maxBytes: BLOG_COVER_MAX_BYTES, what: 'a cover picture' });
    return blog.replaceCover(actorOf(request), request.params.postId, bytes);
  });
};
