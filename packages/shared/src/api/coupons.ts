/**
 * Offers and coupons (issue 17): the admin panel's coupons (list, one, add, edit, pause or resume, each
 * audited). The offers a customer may use at a store are offersApi (offers.ts). A coupon is applied through the cart
 * and checkout quotes and placing the order (`couponCode` in `ordersApi`), never on its own.
 */
import {
  ZAdminCoupon,
  ZAdminCouponList,
  ZCouponInput,
  ZCouponParams,
  ZCouponStatusChange,
  ZCouponUpdate,
} from '../coupons';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];
const errors = ERROR_RESPONSES;

export const couponsApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/coupons',
    access: access.admin,
    tags,
    summary: 'Every coupon, running, paused or past, newest first, with its uses',
    responses: { 200: ZAdminCouponList, ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/coupons/:couponId',
    access: access.admin,
    tags,
    summary: 'One coupon with its uses and the version an edit must name',
    params: ZCouponParams,
    responses: { 200: ZAdminCoupon, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/coupons',
    access: access.admin,
    tags,
    summary: 'Adds a coupon with a code no other coupon has; audited',
    body: ZCouponInput,
    responses: { 201: ZAdminCoupon, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/coupons/:couponId',
    access: access.admin,
    tags,
    summary: 'Changes a coupon; refused if it changed since it was loaded; audited',
    params: ZCouponParams,
    body: ZCouponUpdate,
    responses: { 200: ZAdminCoupon, ...errors },
  }),
  setStatus: endpoint({
    method: 'POST',
    path: '/admin/coupons/:couponId/status',
    access: access.admin,
    tags,
    summary: 'Pauses or resumes a coupon; orders already placed keep their discount; audited',
    params: ZCouponParams,
    body: ZCouponStatusChange,
    responses: { 200: ZAdminCoupon, ...errors },
  }),
};
