import {
  COMMISSION_PERCENT,
  DELIVERY_PROMISE_MINUTES,
  FULFILMENT_SLA_MINUTES,
  PAYMENT_DISPUTE_DAYS,
  PRESCRIPTION_RETENTION_YEARS,
} from '@dawanow/shared/constants';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { ChevronDown, ClipboardCheck, FileText, IndianRupee, LogIn, Store, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { writeStoredJson } from '@/lib/browser-storage';
import { useMe } from '@/lib/session';

export const APPLY_PATH = '/pharmacy-partner/apply';

/** The Pharmacy Partner Agreement v1.0's terms in plain words (clauses 5.3, 6.4, 7.1, 8.4 and 9.1). */
const TERMS: { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <IndianRupee className="h-6 w-6" aria-hidden="true" />,
    title: `${COMMISSION_PERCENT}% commission, only on delivered orders`,
    body: `You pay ${COMMISSION_PERCENT}% of the medicines’ value before GST (the price the customer paid, less the GST in it), plus GST on that fee. Cancelled, declined or undelivered orders cost nothing. There is no joining fee.`,
  },
  {
    icon: <Timer className="h-6 w-6" aria-hidden="true" />,
    title: `Pack each order within ${FULFILMENT_SLA_MINUTES} minutes`,
    body: `Accept and pack an order within ${FULFILMENT_SLA_MINUTES} minutes of receiving it, so the customer has it within ${DELIVERY_PROMISE_MINUTES} minutes. Time spent waiting for a customer during a prescription check does not count.`,
  },
  {
    icon: <FileText className="h-6 w-6" aria-hidden="true" />,
    title: 'Weekly payouts to your bank account',
    body: `Every week we pay what your orders earned (sales less commission, GST on it and refunds), with a statement, once ${PAYMENT_DISPUTE_DAYS} days have passed since each order was delivered. You have ${PAYMENT_DISPUTE_DAYS} days to question a statement before it counts as accepted.`,
  },
  {
    icon: <ClipboardCheck className="h-6 w-6" aria-hidden="true" />,
    title: 'Your pharmacist checks every prescription',
    body: `Schedule H and H1 medicines go out only against a valid prescription your pharmacist has checked. Keep the prescriptions for at least ${PRESCRIPTION_RETENTION_YEARS} years, and the H1 register as the law asks.`,
  },
];

const STEPS = [
  'Tell us about your business: legal name, PAN, GSTIN and how to reach you.',
  'Pin your shop on the map and give your opening hours.',
  'Enter your Form 20 and Form 21 drug licences and your registered pharmacist, and upload the documents.',
  'Add the bank account your payouts go to.',
  'Read and accept the Pharmacy Partner Agreement, then submit. A DawaNow reviewer checks it and tells you the outcome.',
  'Once approved, sign in to the store panel, add your stock and switch on accepting orders.',
];

const FAQ: { question: string; answer: string }[] = [
  {
    question: 'What do I need before I start?',
    answer:
      'Your PAN and GSTIN, your retail drug licences (Form 20 and Form 21, and 20B/21B if you also sell wholesale) with their validity dates, your pharmacist’s State Pharmacy Council registration, a photo of your shop front and your bank account details. Scans or clear phone photos (PDF, JPEG, PNG or WebP, up to 10 MB each) are fine.',
  },
  {
    question: 'Can I stop halfway and finish later?',
    answer:
      'Yes. Each step is saved when you press Continue, and you can carry on from any phone or computer by signing in to the same account.',
  },
  {
    question: 'My licence expires soon. Can I still apply?',
    answer:
      'A licence must be valid for at least 30 more days when you apply. Renew it first, then enter the new validity date.',
  },
  {
    question: 'Who sees my documents and bank details?',
    answer:
      'Only DawaNow’s reviewers. Documents are stored privately, and your bank account is sealed: after you save it, only its last digits are shown.',
  },
  {
    question: 'What happens if something is wrong in my application?',
    answer:
      'The reviewer tells you which fields to fix. You will see their notes on your application’s status page and get a notification; correct them and submit again.',
  },
  {
    question: 'When do I start getting orders?',
    answer:
      'Once approved, your store is created paused. It receives orders from customers within 5 km as soon as you switch on accepting orders in the store panel.',
  },
];

function ApplyButton() {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-12 w-44 rounded-lg" />;
  if (me.data) {
    return (
      <ButtonLink to={APPLY_PATH} size="lg">
        <Store className="h-5 w-5" aria-hidden="true" /> Apply now
      </ButtonLink>
    );
  }
  return (
    <div className="space-y-2">
      <ButtonLink
        to="/auth"
        size="lg"
        // SPEC §2: the sign-in page (and sign-up) returns the visitor to the saved path, the form.
        onClick={() => writeStoredJson('session', STORAGE_KEYS.authReturnPath, APPLY_PATH)}
      >
        <LogIn className="h-5 w-5" aria-hidden="true" /> Sign in or sign up to apply
      </ButtonLink>
      <p className="text-sm text-slate-700">Your application is kept in your DawaNow account.</p>
    </div>
  );
}

/** /pharmacy-partner (public): why a pharmacy joins, how applying works, questions, and the way in (issue 18). */
export function PharmacyPartnerPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <div>
        <PageHeader
          title="Join as a pharmacy partner"
          description="Customers within 5 km order from you; our riders collect and deliver. You keep selling under your own licence and invoice."
        >
          <div className="flex flex-wrap items-start gap-4 pt-2">
            <ApplyButton />
            <Link
              to="/pharmacy-partner/status"
              className="inline-block py-3 text-sm font-medium text-brand-700 underline"
            >
              Already applied? See your application
            </Link>
          </div>
        </PageHeader>
      </div>

      <section aria-labelledby="partner-why">
        <h2 id="partner-why" className="mb-4 text-xl font-semibold text-slate-900">
          The terms, in plain words
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {TERMS.map((term) => (
            <li key={term.title} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <span className="text-brand-700">{term.icon}</span>
              <div>
                <h3 className="font-semibold text-slate-900">{term.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{term.body}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          The full text is the{' '}
          <Link to="/pharmacy-agreement" className="font-medium text-brand-700 underline">
            Pharmacy Partner Agreement
          </Link>
          ; you accept it as the last step of your application.
        </p>
      </section>

      <section aria-labelledby="partner-how">
        <h2 id="partner-how" className="mb-4 text-xl font-semibold text-slate-900">
          How it works
        </h2>
        <ol className="space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
              >
                {index + 1}
              </span>
              <p className="pt-1 text-slate-800">{step}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="partner-faq">
        <h2 id="partner-faq" className="mb-3 text-xl font-semibold text-slate-900">
          Questions pharmacies ask
        </h2>
        <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group px-4 py-1 md:px-5">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-medium text-slate-900">
                {question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-3 text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <h2 className="text-lg font-semibold text-slate-900">Ready when you are</h2>
        <p className="mb-4 mt-1 text-slate-700">It takes about 15 minutes with your documents at hand.</p>
        <ApplyButton />
      </section>
    </div>
  );
}
