import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { hoursForm, type THoursForm, WeeklyHoursFields } from './weekly-hours';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

function HoursForm() {
  const form = useForm<THoursForm>({ defaultValues: hoursForm({ ...ALWAYS_OPEN, sun: [] }) });
  return <WeeklyHoursFields control={form.control} register={form.register} errors={form.formState.errors} />;
}

it('names the days and their choices in English, as both panels and the partner application always did', () => {
  render(<HoursForm />);
  const monday = screen.getByRole('group', { name: 'Monday' });
  expect(monday).toHaveAttribute('lang', 'en-IN');
  expect(monday).toHaveTextContent('Open 24 hours');
  expect(screen.getByRole('group', { name: 'Sunday' })).toHaveTextContent('Closed all day');
});

it('names them in Hindi for a Hindi reader, marked Hindi inside a panel marked English', async () => {
  await act(() => switchLanguage('hi'));
  render(
    <div lang="en-IN">
      <HoursForm />
    </div>,
  );
  const monday = await screen.findByRole('group', { name: 'सोमवार' });
  expect(monday).toHaveAttribute('lang', 'hi-IN');
  expect(monday).toHaveTextContent('24 घंटे खुला');
  expect(screen.getByRole('group', { name: 'रविवार' })).toHaveTextContent('पूरे दिन बंद');
});
