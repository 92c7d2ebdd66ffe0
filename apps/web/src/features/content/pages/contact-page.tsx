import { type TContactMessageRequest, ZContactMessageRequest } from '@dawanow/shared/content';
import type { TSiteContact } from '@dawanow/shared/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Headphones, Mail, MapPin, Phone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, TextareaField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useSendContactMessage, useSiteConfig } from '../api';
import { useContentText } from '../text';

const emptyMessage: TContactMessageRequest = { name: '', email: '', subject: '', message: '' };

/** The subject a link may fill in (an order's "Report a problem"), cut to what the field takes. */
const SUBJECT_FROM_LINK_MAX = 150;

function ContactForm() {
  const { t } = useContentText();
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
      toast.success(t('contact.sent'), { description: t('contact.sentHint') });
      reset(emptyMessage);
    } catch (error) {
      toast.error(t('contact.notSent'), {
        description: error instanceof ApiError ? errorMessage(error) : t('contact.tryAgainSoon'),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('contact.form')}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label={t('contact.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <InputField label={t('contact.subject')} error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label={t('contact.message')}
        hint={t('contact.messageHint')}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" className="w-full md:w-auto" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}

function ContactDetails({ contact }: { contact: TSiteContact }) {
  const { t } = useContentText();
  return (
    <div className="space-y-4">
      <section aria-labelledby="support-heading" className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200">
        <h2 id="support-heading" className="flex items-center gap-2 font-semibold text-brand-900">
          <Headphones className="h-5 w-5" aria-hidden="true" /> {t('contact.support')}
        </h2>
        <p className="mt-1 text-sm text-brand-900">{t('contact.supportHint')}</p>
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
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('contact.hours')}
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
          <MapPin className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('contact.office')}
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
          {t('contact.grievance', { name: contact.grievanceOfficer.name })}{' '}
          <a className="underline" href={`mailto:${contact.grievanceOfficer.email}`}>
            {contact.grievanceOfficer.email}
          </a>
        </p>
      </section>
    </div>
  );
}

export function ContactPage() {
  const { t } = useContentText();
  const site = useSiteConfig();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <ContactForm />
        {site.data ? (
          <ContactDetails contact={site.data.contact} />
        ) : site.isError ? (
          <p className="text-sm text-slate-700">{t('contact.supportAlways')}</p>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
      </div>
    </div>
  );
}
