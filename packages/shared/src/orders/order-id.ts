/**
 * An order's id as paths carry it. A module of its own: the customer site's first screen reads an endpoint that
 * takes it (testimonials), and importing it from the order views would build all of their schemas on every phone's
 * first load (docs/decisions.md, "The first screen builds only the schemas it reads").
 */
import { z } from 'zod';

export const ZOrderId = z.uuid({ error: 'Not a valid order id' });
export const ZOrderParams = z.object({ orderId: ZOrderId });
