/**
 * /dev/outbox (issue 17): in the embedded demo, the sign-in codes and e-mails the server would have sent, so the
 * demo works without an SMS gateway or mail server. On any other server the API has no outbox and this page says so.
 */
import type { TOutboxMessage } from '@dawanow/shared/api/dev-outbox';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatIndianMobile } from '@dawanow/shared/india';
import { Mail, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useOutbox } from '../api';

function Message({ message }: { message: TOutboxMessage }) {
  const isSms = message.channel === 'sms';
  const Icon = isSms ? MessageSquareText : Mail;
  const to = isSms ? formatIndianMobile(message.to) : message.to;
  return (
    <li
      aria-label={`${isSms ? 'SMS' : 'E-mail'} to ${to}`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
        <span className="font-medium break-all text-slate-900">{to}</span>
        <time dateTime={message.sentAt}>{formatIndianDateTime(message.sentAt)}</time>
      </div>
      {message.subject && <p className="mb-1 font-semibold text-slate-900">{message.subject}</p>}
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{message.text}</p>
      {message.link && (
        <Link to={message.link} className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
          Open the link on this device
        </Link>
      )}
    </li>
  );
}

export function DevOutboxPage() {
  const outbox = useOutbox();
  const isOff = outbox.error instanceof ApiError && outbox.error.code === 'NOT_FOUND';
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Demo outbox"
        description="This demo server sends no SMS or e-mail. Sign-in codes and password-reset e-mails land here instead, newest first."
      />
      {isOff ? (
        <p role="status" className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
          The outbox is off on this server: codes go by SMS and e-mails by mail, to their owners only.
        </p>
      ) : outbox.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : outbox.isError ? (
        <ErrorState message="The outbox could not be read." onRetry={() => void outbox.refetch()} />
      ) : outbox.data.messages.length === 0 ? (
        <p role="status" className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
          Nothing sent yet. Ask for an OTP on the{' '}
          <Link to="/auth" className="font-medium text-brand-700 underline">
            sign-in page
          </Link>{' '}
          and it appears here within a few seconds.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {outbox.data.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
