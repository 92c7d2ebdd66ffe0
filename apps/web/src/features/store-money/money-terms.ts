/** The rates and the settlement rhythm a store's money screens state, in words, from the rules that apply them. */
import { PAYMENT_DISPUTE_DAYS } from '@dawanow/shared/constants';
import {
  SETTLEMENT_WEEKDAY,
  TCS_BASIS_POINTS,
  TDS_BASIS_POINTS,
  TDS_NO_PAN_BASIS_POINTS,
} from '@dawanow/shared/payouts/rules';
import type { TFunction } from 'i18next';

/** "0.5%" from 50 basis points */
const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

export const TCS_RATE = percentOf(TCS_BASIS_POINTS);

/** TDS is 0.1% with a PAN, 5% without one (Income-tax Act s.206AA). */
export const tdsRate = (hasPan: boolean) => percentOf(hasPan ? TDS_BASIS_POINTS : TDS_NO_PAN_BASIS_POINTS);

/** "Orders settle 7 days after delivery, …": the dispute window, then the weekly settlement day. */
export const settlementRhythm = (t: TFunction<'store-panel'>) =>
  t('money.rhythm', { days: PAYMENT_DISPUTE_DAYS, weekday: t(`money.weekdays.${SETTLEMENT_WEEKDAY}`) });
