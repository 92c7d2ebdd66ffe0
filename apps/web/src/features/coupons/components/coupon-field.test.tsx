import type { TOffer } from '@dawanow/shared/offers';
import type { TQuote } from '@dawanow/shared/orders/customer';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID } from '@/components/catalog/test-products';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { testLine, testQuote } from '@/components/orders/test-quote';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { CouponField } from './coupon-field';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dawa10: TOffer = {
  code: 'DAWA10',
  title: '10% off medicines',
  description: null,
  summary: '10% off up to ₹100 on orders above ₹299',
  minOrderPaise: 299_00,
  validUntil: '2027-11-27',
  isFirstOrderOnly: false,
};

/** The field as checkout holds it: the server's answer for whatever code was applied last. */
function Harness({ answer }: { answer: (code: string | null) => TQuote }) {
  const [code, setCode] = useState<string | null>(null);
  return <CouponField quote={answer(code)} value={code} onChange={setCode} />;
}

function renderField(answer: (code: string | null) => TQuote) {
  stubOrdersApi({ [`GET /api/offers?storeId=${TEST_STORE_ID}`]: { body: { offers: [dawa10] } } }, vi.stubGlobal);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness answer={answer} />
    </QueryClientProvider>,
  );
}

const plain = testQuote([testLine()]);

describe('CouponField', () => {
  it('applies an offer from the list and shows the saving the server worked out', async () => {
    const user = userEvent.setup();
    renderField((code) =>
      code === 'DAWA10'
        ? { ...plain, coupon: { code: 'DAWA10', title: dawa10.title, discountPaise: 5_49 }, couponProblem: null }
        : plain,
    );
    await user.click(await screen.findByRole('button', { name: 'View 1 available offers' }));
    expect(screen.getByText('10% off up to ₹100 on orders above ₹299')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply DAWA10' }));
    expect(screen.getByText(/applied — you save/)).toHaveTextContent('DAWA10 applied — you save ₹5.49');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  });

  it('says why a typed code does not apply, and refuses one that is not a code at all', async () => {
    const user = userEvent.setup();
    renderField((code) =>
      code ? { ...plain, coupon: null, couponProblem: { code: 'expired', values: { coupon: code } } } : plain,
    );
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'old50{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('OLD50 has expired.');
    await user.clear(field);
    await user.type(field, 'x!{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A coupon code is 3 to 20 letters or digits');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CouponField in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('offers, applies and removes a coupon in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    const user = userEvent.setup();
    renderField((code) =>
      code === 'DAWA10'
        ? { ...plain, coupon: { code: 'DAWA10', title: dawa10.title, discountPaise: 5_49 }, couponProblem: null }
        : plain,
    );
    expect(screen.getByRole('heading', { name: 'ऑफ़र और कूपन' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'कूपन कोड' })).toHaveAttribute('placeholder', 'कूपन कोड डालें');
    await user.click(await screen.findByRole('button', { name: '1 ऑफ़र देखें' }));
    expect(screen.getByRole('list', { name: 'उपलब्ध ऑफ़र' })).toHaveTextContent('27 नवंबर 2027 तक मान्य');
    await user.click(screen.getByRole('button', { name: 'DAWA10 लगाएँ' }));
    expect(screen.getByText(/लग गया — आपकी बचत/)).toHaveTextContent('DAWA10 लग गया — आपकी बचत ₹5.49');
    await user.click(screen.getByRole('button', { name: 'हटाएँ' }));
    expect(screen.getByRole('button', { name: 'लगाएँ' })).toBeDisabled();
  });

  it('says in Hindi why a code does not apply, with the amount still needed', async () => {
    await act(() => switchLanguage('hi'));
    const user = userEvent.setup();
    renderField((code) =>
      code
        ? {
            ...plain,
            coupon: null,
            couponProblem: { code: 'below_min_order', values: { coupon: code, shortfallPaise: 244_10 } },
          }
        : plain,
    );
    await user.type(screen.getByRole('textbox', { name: 'कूपन कोड' }), 'dawa10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('DAWA10 लगाने के लिए ₹244.10 का सामान और डालें।');
  });
});
