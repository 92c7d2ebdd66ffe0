/**
 * `/admin/coupons/:couponId`: one coupon — where it stands, its uses, pause or resume — and its form. A save or
 * a pause names the version it loaded; when someone saved in between, the screen says so and offers to reload
 * instead of overwriting their change. Orders already placed keep their discount whatever changes here.
 */
import { couponStatus, type TAdminCoupon } from '@dawanow/shared/coupons';
import { formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import { Pause, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { RecordChangedNotice } from '@/components/admin/record-changed-notice';
import { RecordPage } from '@/components/admin/record-page';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import english from '@/locales/en/admin-panel.json';
import { useAdminCoupon, useSetCouponStatus, useUpdateCoupon } from '../api';
import { couponScopeLabel, couponUses, couponValidity } from '../components/coupon-facts';
import { CouponForm, couponFormOf, showCouponRefusal } from '../components/coupon-form';
import { CouponStatusBadge } from '../components/coupon-status-badge';

/** The conflict notice's English, as the tests find it */
export const RECORD_CHANGED_MESSAGE = english.coupons.recordChanged;

const isRecordChanged = (error: unknown) => error instanceof ApiError && error.code === 'RECORD_CHANGED';

function PauseOrResume({ coupon, onConflict }: { coupon: TAdminCoupon; onConflict: () => void }) {
  const { t } = useAdminPanelText();
  const setStatus = useSetCouponStatus(coupon.id);
  const isActive = !coupon.isActive;
  return (
    <Button
      variant="outline"
      disabled={setStatus.isPending}
      onClick={() =>
        setStatus.mutate(
          { isActive, expectedUpdatedAt: coupon.updatedAt },
          {
            onSuccess: () =>
              toast.success(
                isActive
                  ? t('coupons.pause.resumed', { code: coupon.code })
                  : t('coupons.pause.paused', { code: coupon.code }),
              ),
            onError: (error) =>
              isRecordChanged(error)
                ? onConflict()
                : toast.error(t('coupons.pauseOrResume.notChanged'), { description: error.message }),
          },
        )
      }
    >
      {isActive ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />}
      {isActive ? t('coupons.pause.resume') : t('coupons.pause.pause')}
    </Button>
  );
}

function CouponDetail({
  coupon,
  history,
  onReload,
}: {
  coupon: TAdminCoupon;
  history: ReactNode;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useAdminPanelText();
  const [hasConflict, setConflict] = useState(false);
  const onConflict = () => setConflict(true);
  const update = useUpdateCoupon(coupon.id);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader
        title={coupon.code}
        description={
          <>
            {t('coupons.couponDetail.facts', {
              summary: coupon.summary,
              scope: couponScopeLabel(t, coupon),
              validity: couponValidity(coupon),
            })}
            <span className="block text-sm text-slate-600">
              {t('coupons.couponDetail.usesChanged', {
                uses: couponUses(t, coupon),
                dateTime: formatIndianDateTime(coupon.updatedAt),
              })}
            </span>
          </>
        }
      >
        <section aria-label={t('coupons.couponDetail.status')} className="flex flex-wrap items-center gap-3">
          <CouponStatusBadge status={couponStatus(coupon, indianToday())} />
          <PauseOrResume coupon={coupon} onConflict={onConflict} />
        </section>
      </PageHeader>
      {hasConflict && (
        <RecordChangedNotice
          message={t('coupons.recordChanged')}
          onReload={() => void onReload().then(() => setConflict(false))}
        />
      )}
      {/* A new version (saved here or after a reload) starts the form again from what is stored */}
      <CouponForm
        label={t('coupons.couponDetail.editCoupon')}
        key={coupon.updatedAt}
        defaultValues={couponFormOf(coupon)}
        submitLabel={t('coupons.couponDetail.saveChanges')}
        pendingLabel={t('coupons.couponDetail.saving')}
        isPending={update.isPending}
        onSubmit={(values, setError) =>
          update.mutate(
            { coupon: values, expectedUpdatedAt: coupon.updatedAt },
            {
              onSuccess: () => toast.success(t('coupons.couponDetail.couponSaved')),
              onError: (error) => (isRecordChanged(error) ? onConflict() : showCouponRefusal(error, setError)),
            },
          )
        }
      />
      {history}
    </div>
  );
}

/** `history` is the coupon's change history (the audit feature's, composed by the route). */
export function AdminCouponPage({ couponId, history }: { couponId: string; history: ReactNode }) {
  const { t } = useAdminPanelText();
  const query = useAdminCoupon(couponId);
  return (
    <RecordPage
      back={{ to: '/admin/coupons', label: t('coupons.couponPage.back') }}
      query={query}
      noun={t('coupons.couponPage.noun')}
    >
      {(coupon) => <CouponDetail coupon={coupon} history={history} onReload={() => query.refetch()} />}
    </RecordPage>
  );
}
