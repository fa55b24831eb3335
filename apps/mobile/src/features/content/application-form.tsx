import { useApplyPromotionMutation } from '@lobby/api-client';
import { APPLICATION_LIMITS, validateApplication, type ApplicationError } from '@lobby/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';

const MB = 1024 * 1024;

/**
 * The activity application (spec section 5): a remark up to 140 characters and up to three PNG
 * or JPG images of 5 MB each, checked by the same rules as the server before anything is sent.
 * A rule broken shows its message at once; nothing typed or chosen is lost.
 */
export function ApplicationForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('content');
  const errorText = useApiErrorText();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [apply, { isLoading, error }] = useApplyPromotionMutation();
  const errors = validateApplication({ remark, images });
  // The images' rules speak as soon as a file is chosen; the remark's once it is too long.
  const shown = errors.filter((e) => e.field === 'images' || e.code === 'remarkTooLong' || submitted);
  const message = (e: ApplicationError) =>
    t(`promotions.errors.${e.code}`, { max: APPLICATION_LIMITS.remarkMax, size: APPLICATION_LIMITS.imageMaxBytes / MB, count: APPLICATION_LIMITS.maxImages });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length > 0) return;
    try {
      await apply({ promotionId, remark: remark.trim(), images }).unwrap();
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const remarkErrors = shown.filter((e) => e.field === 'remark');
  const imageErrors = shown.filter((e) => e.field === 'images');
  return (
    <form className="application-form" onSubmit={(e) => void submit(e)} noValidate data-testid="application-form">
      <h3 className="promotion-detail__title">{t('promotions.apply')}</h3>
      <label htmlFor={`${id}-remark`}>{t('promotions.remark')}</label>
      <textarea
        id={`${id}-remark`}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        aria-invalid={remarkErrors.length > 0}
        aria-describedby={`${id}-remark-hint`}
      />
      <p id={`${id}-remark-hint`} className="application-form__hint">
        {`${[...remark.trim()].length}/${APPLICATION_LIMITS.remarkMax} · ${t('promotions.remarkHint', { max: APPLICATION_LIMITS.remarkMax })}`}
      </p>
      {remarkErrors.map((e) => (
        <p key={e.code} className="field-error" role="alert">
          {message(e)}
        </p>
      ))}
      <label htmlFor={`${id}-images`}>{t('promotions.images')}</label>
      <input
        id={`${id}-images`}
        type="file"
        accept={APPLICATION_LIMITS.imageTypes.join(',')}
        multiple
        aria-invalid={imageErrors.length > 0}
        aria-describedby={`${id}-images-hint`}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          setImages((before) => [...before, ...chosen]);
          // The same file may be chosen again after removing it.
          e.target.value = '';
        }}
      />
      <p id={`${id}-images-hint`} className="application-form__hint">
        {t('promotions.imagesHint', { size: APPLICATION_LIMITS.imageMaxBytes / MB, count: APPLICATION_LIMITS.maxImages })}
      </p>
      {images.length > 0 && (
        <ul className="application-form__files" data-testid="application-files">
          {images.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>{`${file.name} (${file.size < MB ? `${Math.ceil(file.size / 1024)} KB` : `${(file.size / MB).toFixed(1)} MB`})`}</span>
              <button type="button" className="link-button" onClick={() => setImages(images.filter((_, j) => j !== i))}>
                {t('promotions.removeImage', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {imageErrors.map((e) => (
        <p key={e.code} className="field-error" role="alert">
          {message(e)}
        </p>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button" disabled={isLoading}>
        {t('promotions.submit')}
      </button>
    </form>
  );
}
