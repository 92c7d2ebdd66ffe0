/**
 * Moderating a testimonial (issue 18): approve, hide, feature or unfeature, on the locked row and audited in the
 * same transaction. Featuring approves (a featured testimonial is shown first); hiding also unfeatures.
 */

import type { TAdminAuditAction } from '@dawanow/shared/admin-audit';
import type { TAdminTestimonial } from '@dawanow/shared/admin-testimonials';
import type { TTestimonialModeration, TTestimonialStatus } from '@dawanow/shared/testimonials';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { AdminTestimonialsRepository } from './admin-testimonials.repository';

type Moderation = TTestimonialModeration['action'];

const OUTCOME: Record<
  Moderation,
  { action: TAdminAuditAction; next: (row: { status: TTestimonialStatus; isFeatured: boolean }) => typeof row }
> = {
  approve: { action: 'testimonial.approved', next: (row) => ({ ...row, status: 'approved' }) },
  hide: { action: 'testimonial.hidden', next: () => ({ status: 'hidden', isFeatured: false }) },
  feature: { action: 'testimonial.featured', next: () => ({ status: 'approved', isFeatured: true }) },
  unfeature: { action: 'testimonial.unfeatured', next: (row) => ({ ...row, isFeatured: false }) },
};

export function createAdminTestimonialsService(deps: {
  db: Db;
  repository: AdminTestimonialsRepository;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, recordAdminAction } = deps;
  return {
    async moderate(actor: Actor, id: string, moderation: Moderation): Promise<TAdminTestimonial> {
      return db.transaction(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) throw new AppError('NOT_FOUND', 'This testimonial does not exist.');
        const { action, next } = OUTCOME[moderation];
        const state = { status: before.status, isFeatured: before.isFeatured };
        const after = await repository.update(tx, id, next(state));
        await recordAdminAction(tx, {
          actor,
          action,
          subjectType: 'testimonial',
          subjectId: id,
          before: state,
          after: { status: after.status, isFeatured: after.isFeatured },
        });
        return {
          id: after.id,
          authorName: after.authorName,
          city: after.city,
          quote: after.quote,
          rating: after.rating,
          status: after.status,
          isFeatured: after.isFeatured,
          createdAt: after.createdAt.toISOString(),
        };
      });
    },
  };
}
export type AdminTestimonialsService = ReturnType<typeof createAdminTestimonialsService>;
