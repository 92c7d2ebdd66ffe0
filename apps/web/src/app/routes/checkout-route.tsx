import { CheckoutPage } from '@/features/checkout/pages/checkout-page';
import { CouponField } from '@/features/coupons/components/coupon-field';

/** /checkout: the checkout with the coupons feature's "Apply coupon" field in its bill (features stay apart). */
export function CheckoutRoute() {
  return <CheckoutPage couponField={(props) => <CouponField {...props} />} />;
}
