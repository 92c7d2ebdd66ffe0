import { COMMISSION_PERCENT } from '@dawanow/shared/constants';
import { COMMISSION_GST_RATE } from '@dawanow/shared/orders/bill';
import { Trans } from 'react-i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { settlementRhythm, TCS_RATE, tdsRate } from '../money-terms';

/** What each deduction is and the law behind it, in plain words (partner agreement v1.0, SPEC §9). */
const strong = { strong: <strong /> };

export function DeductionsExplainer() {
  const { t } = useStorePanelText();
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
      <li>
        <Trans
          t={t}
          i18nKey="money.deductions.commission"
          values={{ percent: COMMISSION_PERCENT, gst: COMMISSION_GST_RATE }}
          components={strong}
        />
      </li>
      <li>
        <Trans t={t} i18nKey="money.deductions.tcs" values={{ rate: TCS_RATE }} components={strong} />
      </li>
      <li>
        <Trans
          t={t}
          i18nKey="money.deductions.tds"
          values={{ rate: tdsRate(true), noPanRate: tdsRate(false) }}
          components={strong}
        />
      </li>
      <li>
        <Trans t={t} i18nKey="money.deductions.refunds" components={strong} />
      </li>
      <li>
        <Trans t={t} i18nKey="money.deductions.cash" components={strong} />
      </li>
      <li>{settlementRhythm(t)}</li>
    </ul>
  );
}
