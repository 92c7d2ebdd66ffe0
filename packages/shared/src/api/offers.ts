/** The running offers a shopper may use at a store (issue 17); the admin panel's coupons are couponsApi. */
import { ZOfferList, ZOffersQuery } from '../offers';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

export const offersApi = {
  list: endpoint({
    method: 'GET',
    path: '/offers',
    access: access.public,
    tags: ['orders'],
    summary: 'Running coupons a shopper may use at the store (or anywhere when no store is named), best known first',
    query: ZOffersQuery,
    responses: { 200: ZOfferList, ...ERROR_RESPONSES },
  }),
};
