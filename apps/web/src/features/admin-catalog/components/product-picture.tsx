/**
 * The product's picture: the one customers see now, a preview of the file chosen, and the upload (re-encoded
 * on the server as WebP at three widths, its metadata dropped).
 */
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@dawanow/shared/admin-catalog';
import { useEffect, useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { ProductImage } from '@/components/catalog/product-image';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUploadProductImage } from '../api';
import { FileInput } from './file-input';

export function ProductPicture({ productId, imageUrl }: { productId: string; imageUrl: string | null }) {
  const { t } = useAdminPanelText();
  const upload = useUploadProductImage(productId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | null) {
    setError(undefined);
    if (chosen && chosen.size > PRODUCT_IMAGE_MAX_BYTES) {
      setFile(null);
      setError(t('catalog.productPicture.tooLarge'));
      return;
    }
    setFile(chosen);
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('catalog.productPicture.pictureSaved'), {
          description: t('catalog.productPicture.customersSeeItOn'),
        });
        setFile(null);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <section
      aria-labelledby="product-picture-heading"
      className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="product-picture-heading" className="text-lg font-semibold text-slate-900">
        {t('catalog.productPicture.picture')}
      </h2>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="space-y-1">
          <ProductImage
            src={imageUrl}
            alt={t('catalog.productPicture.shownToCustomersNow')}
            className="h-32 w-32 rounded-lg ring-1 ring-slate-200"
          />
          <figcaption className="text-xs text-slate-600">
            {imageUrl ? t('catalog.productPicture.shownNow') : t('catalog.productPicture.noPicture')}
          </figcaption>
        </figure>
        {preview && (
          <figure className="space-y-1">
            <img
              src={preview}
              alt={t('catalog.productPicture.chosenNotYetSaved')}
              className="h-32 w-32 rounded-lg object-contain ring-1 ring-brand-300"
            />
            <figcaption className="text-xs text-slate-600">{t('catalog.productPicture.chosenNotSaved')}</figcaption>
          </figure>
        )}
      </div>
      <FileInput label={t('catalog.productPicture.chooseAPictureJpeg')} accept={PRODUCT_IMAGE_TYPES} onFile={choose} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button onClick={send} disabled={!file || upload.isPending}>
        {upload.isPending ? t('catalog.productPicture.uploading') : t('catalog.productPicture.upload')}
      </Button>
    </section>
  );
}
