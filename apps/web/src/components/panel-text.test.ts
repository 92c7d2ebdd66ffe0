import { PAYOUT_STATUS_LABELS } from '@dawanow/shared/payouts/payouts';
import { expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import './panel-text';

/** A payout state added or reworded in packages/shared fails here until panel.json follows. */
it('names payout states on both panels as the shared English does, word for word', () => {
  const t = i18n.getFixedT('en', 'panel');
  for (const [status, label] of Object.entries(PAYOUT_STATUS_LABELS)) {
    expect(t(`payouts.statuses.${status}` as never)).toBe(label);
  }
});
