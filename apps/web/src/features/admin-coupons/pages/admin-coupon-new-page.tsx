/** `/admin/coupons/new`: the form for a new coupon; once added, its own page. */
import { indianToday } from '@dawanow/shared/dates';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/lib/toast';
import { useCreateCoupon } from '../api';
import { CouponForm, emptyCouponForm, showCouponRefusal } from '../components/coupon-form';

export function AdminCouponNewPage() {
  const { t } = useAdminPanelText();
  const create = useCreateCoupon();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/coupons"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('coupons.couponNewPage.allCoupons')}
      </Link>
      <PageHeader title={t('coupons.couponNewPage.addCoupon')} />
      <CouponForm
        label={t('coupons.couponNewPage.addCoupon')}
        defaultValues={emptyCouponForm(indianToday())}
        submitLabel={t('coupons.couponNewPage.addCoupon')}
        pendingLabel={t('coupons.couponNewPage.adding')}
        isPending={create.isPending}
        onSubmit={(coupon, setError) =>
          create.mutate(coupon, {
            onSuccess: (added) => {
              toast.success(t('coupons.couponNewPage.couponAdded'), { description: `${added.code}: ${added.summary}` });
              void navigate(`/admin/coupons/${added.id}`);
            },
            onError: (error) => showCouponRefusal(error, setError),
          })
        }
      />
    </div>
  );
}
