import { useGetKycDocumentQuery, useGetKycStatusQuery, useUploadKycDocumentMutation } from '@lobby/api-client';
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES, KYC_SIDES, type KycSide } from '@lobby/contract/constants';
import { isTrial } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useDateFormat } from '../../hooks/use-date-format';
import { useAppSelector } from '../../stores/hooks';
import '../../components/page-blocks.css';
import '../../components/form.css';
import styles from './records.module.css';

/**
 * /m/kyc (issue 23): the member's identity check. ID front, back and a selfie, each uploaded on
 * its own; the status (not verified, under review, verified, rejected with the operator's reason).
 * The server checks each picture's bytes; the checks here only spare a useless upload.
 */
export function KycPage() {
  const { t } = useTranslation(['records', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  const { data, error, isLoading, refetch } = useGetKycStatusQuery(undefined, { skip: !session });
  if (!session) return <Navigate to="/login" replace />;
  if (isTrial(session.type)) return <EmptyState message={t('account.registerPrompt')} />;
  return (
    <section className="play-page" data-testid="kyc">
      {isLoading ? (
        <SkeletonGrid count={3} label={t('app.loading')} />
      ) : error || !data ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className={styles.card} role="status" data-testid="kyc-status" data-status={data.status}>
            <span className={styles.muted}>{t('kyc.statusLabel')}</span>
            <strong className={styles[`status_${data.status}`]}>{t(`kyc.status.${data.status}`)}</strong>
            {data.reason && <span>{t('kyc.reason', { reason: data.reason })}</span>}
          </div>
          {data.requiredForWithdrawal && data.status !== 'approved' && (
            <p className={styles.note}>{t('kyc.required')}</p>
          )}
          <p className={styles.muted}>{data.status === 'approved' ? t('kyc.locked') : t('kyc.intro')}</p>
          <ul className={styles.rows}>
            {KYC_SIDES.map((side) => (
              <SideRow
                key={side}
                side={side}
                uploadedAt={data.documents.find((d) => d.side === side)?.uploadedAt}
                locked={data.status === 'approved'}
              />
            ))}
          </ul>
          {data.status !== 'approved' && <p className={styles.muted}>{t('kyc.rules')}</p>}
        </>
      )}
    </section>
  );
}

function SideRow({ side, uploadedAt, locked }: { side: KycSide; uploadedAt?: string; locked: boolean }) {
  const { t } = useTranslation(['records', 'translation']);
  const id = useId();
  const date = useDateFormat();
  const [upload, uploading] = useUploadKycDocumentMutation();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > KYC_IMAGE_MAX_BYTES) return setMessage({ text: t('errors.kyc.imageSize'), error: true });
    const result = await upload({ side, file });
    setMessage('error' in result ? { failure: result.error } : { text: t('kyc.uploaded'), error: false });
  };
  return (
    <li className={styles.side} data-testid={`kyc-${side}`}>
      {uploadedAt && <Thumbnail side={side} uploadedAt={uploadedAt} />}
      <div className={styles.sideText}>
        <strong id={`${id}-name`}>{t(`kyc.side.${side}`)}</strong>
        <span className={styles.muted}>
          {uploadedAt ? t('kyc.uploadedAt', { time: date(uploadedAt) }) : t('kyc.missing')}
        </span>
      </div>
      {!locked && (
        <label className={`button ${uploadedAt ? 'button--ghost' : ''}`} aria-disabled={uploading.isLoading}>
          {uploading.isLoading ? t('kyc.uploading') : uploadedAt ? t('kyc.replace') : t('kyc.choose')}
          <input
            type="file"
            className={styles.file}
            accept={KYC_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-name`}
            disabled={uploading.isLoading}
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      )}
      <FormMessage message={message} />
    </li>
  );
}

/** The picture the member sent for this side, so they can see it is the right one. */
function Thumbnail({ side, uploadedAt }: { side: KycSide; uploadedAt: string }) {
  const { t } = useTranslation(['records', 'translation']);
  const { data: url } = useGetKycDocumentQuery({ side, uploadedAt });
  return url ? (
    <img className={styles.thumbnail} src={url} alt={t(`kyc.side.${side}`)} width={56} height={56} />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}
