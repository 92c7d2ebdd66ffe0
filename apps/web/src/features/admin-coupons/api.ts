import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminCategoriesApi } from '@dawanow/shared/api/admin-categories';
import { couponsApi } from '@dawanow/shared/api/coupons';
import { offersApi } from '@dawanow/shared/api/offers';
import type { TAdminCoupon, TCouponRules } from '@dawanow/shared/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** Every coupon, newest first: tens of rows, so the list loads whole and filters on the screen. */
export function useAdminCoupons() {
  return useQuery({ ...apiQueryOptions(couponsApi.list), staleTime: 0 });
}

export function useAdminCoupon(couponId: string) {
  return useQuery({ ...apiQueryOptions(couponsApi.detail, { params: { couponId } }), staleTime: 0 });
}

/** The categories a category coupon may name, hidden ones too (a coupon can be set up before its launch). */
export function useCouponCategories() {
  return useQuery(apiQueryOptions(adminCategoriesApi.tree));
}

/**
 * After a write: the coupon as answered (so the screen shows its new version at once), then the list, the
 * customers' offers in this browser and the change history read again. Not the record after a refusal:
 * reading the newer version would reset the form over the edits the conflict notice keeps.
 */
function useCouponChange<TInput>(act: (input: TInput) => Promise<TAdminCoupon>) {
  const queryClient = useQueryClient();
  const refresh = [
    queryKeyOf(couponsApi.list),
    queryKeyOf(offersApi.list, { query: {} }).slice(0, 1),
    queryKeyOf(adminAuditApi.list, { query: {} }),
  ];
  return useMutation({
    mutationFn: act,
    onSuccess: (coupon) =>
      queryClient.setQueryData(queryKeyOf(couponsApi.detail, { params: { couponId: coupon.id } }), coupon),
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCreateCoupon() {
  return useCouponChange((coupon: TCouponRules) => callApi(couponsApi.create, { body: coupon }));
}

export function useUpdateCoupon(couponId: string) {
  return useCouponChange((body: { coupon: TCouponRules; expectedUpdatedAt: string }) =>
    callApi(couponsApi.update, { params: { couponId }, body }),
  );
}

export function useSetCouponStatus(couponId: string) {
  return useCouponChange((body: { isActive: boolean; expectedUpdatedAt: string }) =>
    callApi(couponsApi.setStatus, { params: { couponId }, body }),
  );
}
