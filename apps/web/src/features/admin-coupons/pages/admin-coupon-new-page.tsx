/** `/admin/coupons/new`: the form for a new coupon; once added, its own page. */
import { indianToday } from '@dawanow/shared/dates';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateCoupon } from '../api';
import { CouponForm, emptyCouponForm, showCouponRefusal } from '../components/coupon-form';

export function AdminCouponNewPage() {
  const create = useCreateCoupon();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/coupons"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All coupons
      </Link>
      <PageHeader title="Add coupon" />
      <CouponForm
        label="Add coupon"
        defaultValues={emptyCouponForm(indianToday())}
        submitLabel="Add coupon"
        pendingLabel="Adding…"
        isPending={create.isPending}
        onSubmit={(coupon, setError) =>
          create.mutate(coupon, {
            onSuccess: (added) => {
              toast.success('Coupon added', { description: `${added.code}: ${added.summary}` });
              void navigate(`/admin/coupons/${added.id}`);
            },
            onError: (error) => showCouponRefusal(error, setError),
          })
        }
      />
    </div>
  );
}
