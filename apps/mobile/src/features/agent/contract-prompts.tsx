import { SESSION_RENEWAL_KEY, useLazyGetContractRequestQuery, useRenewSessionMutation } from '@lobby/api-client';
import { CONTRACT_PAGES, contractPrompts, getsContractPrompts, type ContractPrompt } from '@lobby/domain';
import { ConfirmDialog } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePopupTurn } from '../../hooks/use-popup-turn';
import { useAppSelector } from '../../stores/hooks';

/**
 * Member contract prompts (spec section 4): after a session renewal, a member whose type is not
 * 4, 40, 41 or 42 gets the contract request, then one confirm dialog per contract awaiting an
 * answer, in order (daily salary, dividend, hour salary). Cancel shows the next; Go opens the
 * matching contract page and leaves the rest for the next renewal.
 */
export function ContractPromptGate() {
  const { t } = useTranslation(['play', 'translation']);
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session.current);
  const [, renewal] = useRenewSessionMutation({ fixedCacheKey: SESSION_RENEWAL_KEY });
  const [fetchRequest] = useLazyGetContractRequestQuery();
  const [queue, setQueue] = useState<ContractPrompt[]>([]);
  // The renewal whose contract request has answered (or failed).
  const [checked, setChecked] = useState<string>();
  const renewedBy = renewal.isSuccess ? renewal.requestId : undefined;
  const prompted = session !== null && getsContractPrompts(session.type);

  useEffect(() => {
    if (!prompted || !renewedBy) return;
    let live = true;
    fetchRequest(undefined, false)
      .unwrap()
      .then((request) => live && setQueue(contractPrompts(request)))
      // No prompt is better than an error dialog the member did not ask for.
      .catch(() => undefined)
      .finally(() => live && setChecked(renewedBy));
    return () => {
      live = false;
    };
  }, [prompted, renewedBy, fetchRequest]);

  const current = queue[0];
  // From the renewal until the request answers, the popups after it (announcements, invite) wait.
  const deciding = prompted && (renewal.isLoading || (renewedBy !== undefined && checked !== renewedBy));
  const turn = usePopupTurn('contract', current !== undefined, { deciding });
  if (!current || !turn) return null;
  const go = () => {
    setQueue([]);
    void navigate(CONTRACT_PAGES[current]);
  };
  const next = () => setQueue((q) => q.slice(1));
  return (
    <ConfirmDialog
      open
      labels={{
        title: t('contracts.prompt.title'),
        cancel: t('contracts.prompt.cancel'),
        confirm: t('contracts.prompt.go'),
        close: t('contracts.prompt.cancel'),
      }}
      message={
        <p data-testid="contract-prompt" data-kind={current}>
          {t(`contracts.prompt.${current}`)}
        </p>
      }
      onCancel={next}
      onConfirm={go}
      dismissible={false}
    />
  );
}
