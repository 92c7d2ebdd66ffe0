import { REJECTION_REASONS, type TReviewRequest, type TStorePrescription } from '@dawanow/shared/prescriptions';
import { Check, FileQuestion, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useReviewPrescription } from '../api';
import { ApproveForm } from './approve-form';

type TRejectionReason = (typeof REJECTION_REASONS)[number];
type TDecision = TReviewRequest['decision'];

function RejectForm({
  isPending,
  onCancel,
  onReject,
}: {
  isPending: boolean;
  onCancel: () => void;
  onReject: (request: TReviewRequest) => void;
}) {
  const { t } = useStorePanelText();
  const [reason, setReason] = useState<TRejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(t('prescriptions.review.chooseReason'));
      return;
    }
    onReject({ decision: 'reject', reason, note: note.trim() === '' ? undefined : note.trim() });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <RadioGroup
        legend={t('prescriptions.review.reasonLegend')}
        name="rejection-reason"
        options={REJECTION_REASONS}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setError(undefined);
        }}
        error={error}
      />
      <TextareaField
        label={t('prescriptions.review.note')}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-20"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('prescriptions.review.back')}
        </Button>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={isPending}>
          {isPending ? t('prescriptions.review.rejecting') : t('prescriptions.review.rejectSubmit')}
        </Button>
      </div>
    </form>
  );
}

function ClarifyForm({
  isPending,
  onCancel,
  onClarify,
}: {
  isPending: boolean;
  onCancel: () => void;
  onClarify: (request: TReviewRequest) => void;
}) {
  const { t } = useStorePanelText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') {
      setError(t('prescriptions.review.sayUnclear'));
      return;
    }
    onClarify({ decision: 'clarify', note: note.trim() });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextareaField
        label={t('prescriptions.review.unclear')}
        value={note}
        maxLength={300}
        placeholder={t('prescriptions.review.unclearPlaceholder')}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="min-h-24"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('prescriptions.review.back')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('prescriptions.review.sending') : t('prescriptions.review.clarifySubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The pharmacist's three answers, each confirmed in a dialog because the customer is told at once. */
export function ReviewActions({
  storeId,
  prescription,
  onReviewed,
}: {
  storeId: string;
  prescription: TStorePrescription;
  onReviewed: () => void;
}) {
  const { t } = useStorePanelText();
  const [open, setOpen] = useState<TDecision | null>(null);
  const review = useReviewPrescription(storeId, prescription.id);
  const close = () => setOpen(null);

  function submit(request: TReviewRequest) {
    review.mutate(request, {
      onSuccess: () => {
        setOpen(null);
        toast.success(t(`prescriptions.review.done.${request.decision}.title`), {
          description: t(`prescriptions.review.done.${request.decision}.description`),
        });
        onReviewed();
      },
      onError: (error) => toast.error(t('prescriptions.review.failed'), { description: error.message }),
    });
  }

  const forWhom = t('prescriptions.review.forWhom', { name: prescription.patientName });
  // Approving or rejecting is a registered pharmacist's (the server refuses anyone else); asking for a clearer copy is not.
  const { decide, whyNot } = prescription.actions;
  return (
    <div className={cn('grid gap-2', decide && 'sm:grid-cols-3')}>
      {decide ? (
        <>
          <Button size="lg" onClick={() => setOpen('approve')}>
            <Check className="h-5 w-5" aria-hidden="true" /> {t('prescriptions.review.approve')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => setOpen('reject')}
          >
            <X className="h-5 w-5" aria-hidden="true" /> {t('prescriptions.review.reject')}
          </Button>
        </>
      ) : (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          {whyNot}
        </p>
      )}
      <Button size="lg" variant="outline" onClick={() => setOpen('clarify')}>
        <FileQuestion className="h-5 w-5" aria-hidden="true" /> {t('prescriptions.review.clearer')}
      </Button>

      <Dialog
        open={open === 'approve'}
        onClose={close}
        title={t('prescriptions.review.approveTitle', { whom: forWhom })}
        description={t('prescriptions.review.approveDescription')}
        className="max-w-lg"
      >
        <ApproveForm
          storeId={storeId}
          prescription={prescription}
          isPending={review.isPending}
          onCancel={close}
          onApprove={submit}
        />
      </Dialog>
      <Dialog
        open={open === 'reject'}
        onClose={close}
        title={t('prescriptions.review.rejectTitle', { whom: forWhom })}
        description={t('prescriptions.review.rejectDescription')}
      >
        <RejectForm isPending={review.isPending} onCancel={close} onReject={submit} />
      </Dialog>
      <Dialog
        open={open === 'clarify'}
        onClose={close}
        title={t('prescriptions.review.clarifyTitle')}
        description={t('prescriptions.review.clarifyDescription')}
      >
        <ClarifyForm isPending={review.isPending} onCancel={close} onClarify={submit} />
      </Dialog>
    </div>
  );
}
