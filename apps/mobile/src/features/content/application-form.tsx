import { useApplyPromotionMutation } from '@lobby/api-client';
import { APPLICATION_LIMITS, sniffImageType, validateApplication, type ApplicationErrorCode } from '@lobby/domain';
import { FilePicker } from '@lobby/ui';
import { useId, useState } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';

const MB = 1024 * 1024;

interface ApplicationValues {
  remark: string;
  images: File[];
}

/** The domain's rules as the form's errors: every rule a field breaks is one of its `types`, in the rules' order. */
const resolver: Resolver<ApplicationValues> = (values) => {
  const broken = validateApplication(values);
  if (broken.length === 0) return { values, errors: {} };
  const errors: Partial<Record<keyof ApplicationValues, FieldError>> = {};
  for (const { field, code } of broken) {
    const error = (errors[field] ??= { type: code, types: {} });
    error.types = { ...error.types, [code]: true };
  }
  return { values: {}, errors: errors as FieldErrors<ApplicationValues> };
};

/**
 * Why a chosen file cannot join the application, or null: beyond the count, too big, or not a
 * PNG or JPG by its first bytes (a renamed text file is no picture, whatever its name says).
 */
async function refusalOf(file: File, kept: number): Promise<ApplicationErrorCode | null> {
  if (kept >= APPLICATION_LIMITS.maxImages) return 'imageCount';
  if (file.size > APPLICATION_LIMITS.imageMaxBytes) return 'imageSize';
  return sniffImageType(await firstBytes(file, 12)) ? null : 'imageType';
}

/** The first bytes of a file (an unreadable one gives none, so it counts as no picture). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const codesOf = (error: FieldError | undefined) => Object.keys(error?.types ?? {}) as ApplicationErrorCode[];

/**
 * The activity application (spec section 5): a remark up to 140 characters and up to three PNG
 * or JPG images of 5 MB each, checked by the same rules as the server before anything is sent.
 * A rule broken shows its message at once; a file that breaks one never joins the list, and
 * says so by its name; nothing typed or accepted is lost.
 */
export function ApplicationForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('content');
  const errorText = useApiErrorText();
  const id = useId();
  // Every rule speaks as soon as it is broken (the images' once chosen, the remark's once too
  // long), and focus stays where it is.
  const { register, handleSubmit, watch, getValues, setValue, formState } = useForm<ApplicationValues>({
    resolver,
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { remark: '', images: [] },
  });
  const [remark, images] = watch(['remark', 'images']);
  const setImages = (next: File[]) => setValue('images', next, { shouldValidate: true });
  const [apply, { isLoading, error }] = useApplyPromotionMutation();
  const [refused, setRefused] = useState<{ name: string; code: ApplicationErrorCode }[]>([]);
  const choose = async (chosen: File[]) => {
    const kept: File[] = [];
    const out: { name: string; code: ApplicationErrorCode }[] = [];
    for (const file of chosen) {
      const code = await refusalOf(file, getValues('images').length + kept.length);
      if (code) out.push({ name: file.name, code });
      else kept.push(file);
    }
    setRefused(out);
    if (kept.length > 0) setImages([...getValues('images'), ...kept]);
  };
  const message = (code: ApplicationErrorCode) =>
    t(`promotions.errors.${code}`, {
      max: APPLICATION_LIMITS.remarkMax,
      size: APPLICATION_LIMITS.imageMaxBytes / MB,
      count: APPLICATION_LIMITS.maxImages,
    });
  const submit = handleSubmit(async (values) => {
    try {
      await apply({ promotionId, remark: values.remark.trim(), images: values.images }).unwrap();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  const remarkErrors = codesOf(formState.errors.remark);
  const imageErrors = codesOf(formState.errors.images as FieldError | undefined);
  return (
    <form className="application-form" onSubmit={(e) => void submit(e)} noValidate data-testid="application-form">
      <h3 className="promotion-detail__title">{t('promotions.apply')}</h3>
      <label htmlFor={`${id}-remark`}>{t('promotions.remark')}</label>
      <textarea
        id={`${id}-remark`}
        {...register('remark')}
        aria-invalid={remarkErrors.length > 0}
        aria-describedby={`${id}-remark-hint`}
      />
      <p id={`${id}-remark-hint`} className="application-form__hint">
        {`${[...remark.trim()].length}/${APPLICATION_LIMITS.remarkMax} · ${t('promotions.remarkHint', { max: APPLICATION_LIMITS.remarkMax })}`}
      </p>
      {remarkErrors.map((code) => (
        <p key={code} className="field-error" role="alert">
          {message(code)}
        </p>
      ))}
      <FilePicker
        label={t('promotions.images')}
        choose={t('promotions.chooseImages')}
        chosen={
          images.length > 0
            ? t('promotions.imagesChosen', { count: images.length, max: APPLICATION_LIMITS.maxImages })
            : t('promotions.noImage')
        }
        accept={APPLICATION_LIMITS.imageTypes.join(',')}
        multiple
        invalid={imageErrors.length > 0 || refused.length > 0}
        describedBy={`${id}-images-hint`}
        onChoose={(chosen) => void choose(chosen)}
      />
      <p id={`${id}-images-hint`} className="application-form__hint">
        {t('promotions.imagesHint', {
          size: APPLICATION_LIMITS.imageMaxBytes / MB,
          count: APPLICATION_LIMITS.maxImages,
        })}
      </p>
      {images.length > 0 && (
        <ul className="application-form__files" data-testid="application-files">
          {images.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>{`${file.name} (${file.size < MB ? `${Math.ceil(file.size / 1024)} KB` : `${(file.size / MB).toFixed(1)} MB`})`}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setRefused([]);
                  setImages(images.filter((_, j) => j !== i));
                }}
              >
                {t('promotions.removeImage', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refused.map(({ name, code }, i) => (
        <p key={`${name}-${i}`} className="field-error" role="alert">
          {`${name}: ${message(code)}`}
        </p>
      ))}
      {imageErrors.map((code) => (
        <p key={code} className="field-error" role="alert">
          {message(code)}
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
