import { type TContactMessageRequest, ZContactMessageRequest } from '@dawanow/shared/content';
import type { TSiteContact } from '@dawanow/shared/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Headphones, Mail, MapPin, Phone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, TextareaField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage, useSiteConfig } from '../api';

const emptyMessage: TContactMessageRequest = { name: '', email: '', subject: '', message: '' };

/** The subject a link may fill in (an order's "Report a problem"), cut to what the field takes. */
const SUBJECT_FROM_LINK_MAX = 150;

function ContactForm() {
  const send = useSendContactMessage();
  const [searchParams] = useSearchParams();
  const subject = (searchParams.get('subject') ?? '').slice(0, SUBJECT_FROM_LINK_MAX);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TContactMessageRequest>({
    resolver: zodResolver(ZContactMessageRequest),
    defaultValues: { ...emptyMessage, subject },
  });

  const onSubmit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      toast.success('Message sent!', { description: "We've received your message and will get back to you soon." });
      reset(emptyMessage);
    } catch (error) {
      toast.error('Message not sent', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <InputField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label="Message"
        hint="For an order, include the order number. Please do not share card or UPI PINs."
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full md:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

function ContactDetails({ contact }: { contact: TSiteContact }) {
  return (
    <div className="space-y-4">
      <section aria-labelledby="support-heading" className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200">
        <h2 id="support-heading" className="flex items-center gap-2 font-semibold text-brand-900">
          <Headphones className="h-5 w-5" aria-hidden="true" /> Customer support 24/7
        </h2>
        <p className="mt-1 text-sm text-brand-900">Order help any time, day or night.</p>
        <ul className="mt-3 space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-brand-700" aria-hidden="true" />
            <a className="font-medium underline" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-brand-700" aria-hidden="true" />
            <a className="font-medium underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="hours-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="hours-heading" className="flex items-center gap-2 font-semibold">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" /> Business hours
        </h2>
        <dl className="mt-3 space-y-1.5 text-sm">
          {contact.businessHours.map(({ days, hours }) => (
            <div key={days} className="flex justify-between gap-4">
              <dt className="text-slate-700">{days}</dt>
              <dd className="font-medium">{hours}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="office-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="office-heading" className="flex items-center gap-2 font-semibold">
          <MapPin className="h-5 w-5 text-brand-700" aria-hidden="true" /> Registered office
        </h2>
        <address className="mt-2 text-sm text-slate-700 not-italic">
          {contact.companyName}
          {contact.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-3 text-sm text-slate-700">
          Grievance Officer: {contact.grievanceOfficer.name},{' '}
          <a className="underline" href={`mailto:${contact.grievanceOfficer.email}`}>
            {contact.grievanceOfficer.email}
          </a>
        </p>
      </section>
    </div>
  );
}

export function ContactPage() {
  const site = useSiteConfig();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Contact us"
        description="Questions about an order, a prescription or partnering with us? Write to us and we will reply by e-mail."
      />
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <ContactForm />
        {site.data ? (
          <ContactDetails contact={site.data.contact} />
        ) : site.isError ? (
          <p className="text-sm text-slate-700">Support is available 24/7.</p>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
      </div>
    </div>
  );
}
