import { useRebatesQuery, useSaveRebatesMutation } from '@lobby/api-client/operator';
import { REBATE_PRODUCT_TYPES } from '@lobby/contract';
import { MAX_REBATE_PERMILLE, grantsAllow, type OpsRebates } from '@lobby/contract/operator';
import { TextField } from '@lobby/ui';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../../lib/error-note';
import { FormEnd } from '../../lib/form-end';
import { useConsole } from '../../lib/outlet';
import { useWords } from '../../lib/words';

/** The brand's rebate rates per product type: read by every agents' reader, set by finance. */
export function RebatesCard() {
  const { w } = useWords();
  const a = w.agents;
  const { brand, me } = useConsole();
  const rates = useRebatesQuery({ merchant: brand });
  const [save, saving] = useSaveRebatesMutation();
  const [done, setDone] = useState(false);
  const mayEdit = grantsAllow(me.grants, 'finance', brand);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      REBATE_PRODUCT_TYPES.map((type) => [type, Number(String(form.get(type)).replace(',', '.'))]),
    ) as OpsRebates['rates'];
    const answer = await save({ merchantCode: brand, rates: next });
    setDone(!('error' in answer));
  };
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} data-testid="rebates" key={brand}>
      <h2>{a.rebates}</h2>
      <ErrorNote error={rates.error} />
      {rates.data && (
        <div className="row">
          {REBATE_PRODUCT_TYPES.map((type) => (
            <TextField
              key={`${brand}-${type}-${rates.data?.[type]}`}
              id={`rebate-${type}`}
              name={type}
              label={a.products[type]}
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_REBATE_PERMILLE}
              step={0.1}
              required
              readOnly={!mayEdit}
              defaultValue={String(rates.data?.[type] ?? 0)}
            />
          ))}
        </div>
      )}
      {mayEdit && (
        <div className="row">
          <FormEnd
            error={saving.error}
            busy={saving.isLoading}
            doneText={done ? a.rebatesSaved : null}
            submitText={a.saveRebates}
          />
        </div>
      )}
    </form>
  );
}
