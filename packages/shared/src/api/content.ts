/** Policy and help pages, and the contact form. */
import { z } from 'zod';
import { ZContactMessageRequest, ZContactMessageResponse, ZContentPage } from '../content';
import { ZApiError } from '../errors';
import { access, endpoint, FORM_BODY_LIMIT } from './endpoint';

const tags = ['content'];

export const contentApi = {
  page: endpoint({
    method: 'GET',
    path: '/content/pages/:slug',
    access: access.public,
    tags,
    summary: 'A policy or help page',
    params: z.object({ slug: z.string().max(64) }),
    responses: { 200: ZContentPage, 404: ZApiError },
  }),
  sendContactMessage: endpoint({
    method: 'POST',
    path: '/contact',
    access: access.public,
    tags,
    summary: 'Send a message to customer support',
    body: ZContactMessageRequest,
    bodyLimit: FORM_BODY_LIMIT,
    responses: { 201: ZContactMessageResponse, 400: ZApiError, 429: ZApiError },
  }),
};
