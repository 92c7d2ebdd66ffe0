import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AddressForm } from './address-form';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddressForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('AddressForm in Hindi', () => {
  it('labels every field in Hindi and says what is missing in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderForm();
    const form = screen.getByRole('form', { name: 'नया पता' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'पते का नाम' })).toHaveAttribute('placeholder', 'घर, ऑफ़िस, माता-पिता');
    expect(screen.getByRole('textbox', { name: 'PIN कोड' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'इसे मेरा मुख्य पता बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मौजूदा लोकेशन इस्तेमाल करें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('इस पते को कोई नाम दें, जैसे घर')).toBeInTheDocument();
    expect(screen.getByText('कृपया शहर डालें')).toBeInTheDocument();
  });

  it('keeps its English labels', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'New address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'House / flat, building, street' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });
});
