import { STORE_PHOTO_MAX_BYTES, type TStoreSettings } from '@dawanow/shared/store-settings';
import { STORE_PHOTO_PLACEHOLDER } from '@dawanow/shared/stores';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRemovePhoto, useUploadPhoto } from '../api';
import { saveFailedDescription } from './settings-card';

/** The shopfront photo customers see in the store list; the server re-encodes it and drops its metadata. */
export function PhotoCard({ settings }: { settings: TStoreSettings }) {
  const { t } = useStorePanelText();
  const inputId = useId();
  const upload = useUploadPhoto(settings.id);
  const remove = useRemovePhoto(settings.id);
  const isBusy = upload.isPending || remove.isPending;

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > STORE_PHOTO_MAX_BYTES) {
      toast.error(t('settings.photo.tooLarge'), { description: t('settings.photo.tooLargeDescription') });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('settings.photo.updated')),
      onError: (error) => toast.error(t('settings.photo.failed'), { description: saveFailedDescription(t, error) }),
    });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <img
        src={settings.imageUrl ?? STORE_PHOTO_PLACEHOLDER}
        alt={settings.imageUrl ? t('settings.photo.alt', { name: settings.name }) : t('settings.photo.none')}
        className="aspect-[4/3] max-h-56 w-full rounded-lg bg-slate-100 object-cover sm:w-48"
      />
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className={buttonClasses('outline', 'md', isBusy ? 'opacity-60' : 'cursor-pointer')}>
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {upload.isPending
            ? t('settings.photo.uploading')
            : settings.imageUrl
              ? t('settings.photo.replace')
              : t('settings.photo.add')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={isBusy}
          onChange={onChoose}
        />
        {settings.imageUrl && (
          <Button
            variant="ghost"
            className="text-red-700"
            disabled={isBusy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('settings.photo.removed')),
                onError: (error) =>
                  toast.error(t('settings.photo.removeFailed'), { description: saveFailedDescription(t, error) }),
              })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('settings.photo.remove')}
          </Button>
        )}
        <p className="w-full text-xs text-slate-600">{t('settings.photo.rules')}</p>
      </div>
    </div>
  );
}
