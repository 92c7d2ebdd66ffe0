/** Issue 18: the licences step refuses a licence that has lapsed or lapses within 30 days, asks for the wholesale
 * licences only from a wholesaler, and shows the server's refusal. */
import { addDays, indianToday } from '@dawanow/shared/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { api, draft, stubApi } from '../test-application';
import { LicencesStep } from './licences-step';

const NEXT_YEAR = addDays(indianToday(), 365);
const REFUSED = 'This licence has expired or expires within 30 days. Renew it first, then enter the new date.';

afterEach(() => vi.unstubAllGlobals());

function renderStep(saved: Parameters<typeof LicencesStep>[0]['saved'] = null) {
  stubApi(draft);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LicencesStep saved={saved} onDone={onDone} onBack={() => {}} />
    </QueryClientProvider>,
  );
  return { onDone };
}

/** The fieldset of one licence: its number and its validity */
function licence(form: string) {
  const group = within(screen.getByRole('group', { name: `Form ${form} licence` }));
  return { number: group.getByLabelText(`Form ${form} number`), validUntil: group.getByLabelText('Valid until') };
}

async function fillLicence(form: string, number: string, validUntil: string) {
  const { number: numberInput, validUntil: dateInput } = licence(form);
  await userEvent.type(numberInput, number);
  await userEvent.type(dateInput, validUntil);
}

async function fillPharmacist() {
  await userEvent.type(screen.getByLabelText('Registered pharmacist’s name'), 'Meera Rao');
  await userEvent.type(screen.getByLabelText('State Pharmacy Council registration number'), 'kspc 12345');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('LicencesStep', () => {
  it('refuses an expired licence and one expiring within 30 days, beside each, and sends nothing', async () => {
    const { onDone } = renderStep();
    await fillLicence('20', 'KA-B20-1001', addDays(indianToday(), -1));
    await fillLicence('21', 'KA-B21-1001', addDays(indianToday(), 29));
    await fillPharmacist();
    await save();
    expect(await screen.findAllByText(REFUSED)).toHaveLength(2);
    expect(licence('20').validUntil).toHaveAttribute('aria-invalid', 'true');
    expect(licence('21').validUntil).toHaveAttribute('aria-invalid', 'true');
    expect(api.saved).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves a licence valid 30 days from today, the pharmacist, and no wholesale licences unless asked', async () => {
    const { onDone } = renderStep();
    expect(screen.queryByLabelText('Form 20B number')).not.toBeInTheDocument();
    await fillLicence('20', 'ka-b20-1001', addDays(indianToday(), 30));
    await fillLicence('21', 'KA-B21-1001', NEXT_YEAR);
    await fillPharmacist();
    await save();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.saved).toEqual([
      {
        url: '/api/store-applications/mine/licences',
        body: {
          form20: { number: 'KA-B20-1001', validUntil: addDays(indianToday(), 30) },
          form21: { number: 'KA-B21-1001', validUntil: NEXT_YEAR },
          form20b: null,
          form21b: null,
          pharmacistName: 'Meera Rao',
          pharmacistRegistrationNumber: 'KSPC 12345',
        },
      },
    ]);
  });

  it('asks a wholesaler for Form 20B and 21B and checks them like the others', async () => {
    const { onDone } = renderStep();
    await userEvent.click(screen.getByLabelText('We also sell wholesale (Form 20B and 21B)'));
    await fillLicence('20', 'KA-B20-1001', NEXT_YEAR);
    await fillLicence('21', 'KA-B21-1001', NEXT_YEAR);
    await fillLicence('20B', 'KA-W20B-77', NEXT_YEAR);
    await fillLicence('21B', 'KA-W21B-77', addDays(indianToday(), -30));
    await fillPharmacist();
    await save();
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(licence('21B').validUntil).toHaveAttribute('aria-invalid', 'true');
    expect(api.saved).toEqual([]);

    await userEvent.clear(licence('21B').validUntil);
    await userEvent.type(licence('21B').validUntil, NEXT_YEAR);
    await save();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.saved[0]?.body).toMatchObject({
      form20b: { number: 'KA-W20B-77', validUntil: NEXT_YEAR },
      form21b: { number: 'KA-W21B-77', validUntil: NEXT_YEAR },
    });
  });

  it('opens with what was saved, wholesale included, and shows the server’s refusal above the buttons', async () => {
    const { onDone } = renderStep({
      licences: [
        { form: '20', number: 'KA-B20-1001', validUntil: NEXT_YEAR },
        { form: '21', number: 'KA-B21-1001', validUntil: NEXT_YEAR },
        { form: '20B', number: 'KA-W20B-77', validUntil: NEXT_YEAR },
        { form: '21B', number: 'KA-W21B-77', validUntil: NEXT_YEAR },
      ],
      pharmacist: { name: 'Meera Rao', registrationNumber: 'KSPC 12345' },
    });
    expect(screen.getByLabelText('We also sell wholesale (Form 20B and 21B)')).toBeChecked();
    expect(licence('20B').number).toHaveValue('KA-W20B-77');
    expect(licence('21').validUntil).toHaveValue(NEXT_YEAR);
    expect(screen.getByLabelText('Registered pharmacist’s name')).toHaveValue('Meera Rao');

    const refusal = 'Another application with one of these drug licence numbers is being reviewed.';
    api.answer = { status: 409, body: { error: { code: 'CONFLICT', message: refusal } } };
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(onDone).not.toHaveBeenCalled();
  });
});
