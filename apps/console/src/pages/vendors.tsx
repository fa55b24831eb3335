import { useCatalogueVendorsQuery, useOrderVendorsMutation, useShowVendorMutation } from '@lobby/api-client/operator';
import { VENDOR_CATEGORIES, type VendorCategory } from '@lobby/contract/constants';
import type { CatalogueVendor } from '@lobby/contract/operator';
import { EmptyState } from '@lobby/ui';
import { useState } from 'react';
import { ErrorNote } from '../lib/error-note';
import { FormEnd } from '../lib/form-end';
import { MoveButtons, moved } from '../lib/ordering';
import { useConsole } from '../lib/outlet';
import { fill, useWords } from '../lib/words';

/** A brand's vendors by category: the order its menus and lists show them in, and which it hides. */
export function VendorsPage() {
  const { w, categoryName } = useWords();
  const { brand } = useConsole();
  const [category, setCategory] = useState<VendorCategory>('RNG');
  const listed = useCatalogueVendorsQuery({ merchant: brand });
  const vendors = listed.data?.find((c) => c.category === category)?.vendors;
  return (
    <section className="stack">
      <h1>{w.vendors.heading}</h1>
      <div className="row">
        <label className="inline-field">
          <span>{w.vendors.category}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value as VendorCategory)}>
            {VENDOR_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={listed.error} />
      {vendors?.length === 0 && <EmptyState message={w.vendors.empty} />}
      {!!vendors?.length && <VendorOrder key={`${brand}/${category}`} category={category} saved={vendors} />}
    </section>
  );
}

/** One category's vendors: shown or hidden at once; moved up and down, then saved as an order. */
function VendorOrder({ category, saved }: { category: VendorCategory; saved: CatalogueVendor[] }) {
  const { w } = useWords();
  const v = w.vendors;
  const { brand } = useConsole();
  const [codes, setCodes] = useState(() => saved.map((vendor) => vendor.code));
  const [order, ordering] = useOrderVendorsMutation();
  const [show, showing] = useShowVendorMutation();
  const [done, setDone] = useState(false);
  const byCode = new Map(saved.map((vendor) => [vendor.code, vendor]));
  const move = (from: number, by: -1 | 1) => {
    setDone(false);
    setCodes((list) => moved(list, from, by));
  };
  const save = async () => {
    const answer = await order({ merchantCode: brand, category, vendors: codes });
    setDone('data' in answer);
  };
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ErrorNote error={showing.error} />
      <table className="table" data-testid="vendor-order">
        <thead>
          <tr>
            <th>{v.position}</th>
            <th>{v.vendor}</th>
            <th>{v.games}</th>
            <th>{v.shown}</th>
            <th>{v.move}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code, index) => {
            const vendor = byCode.get(code);
            const name = vendor?.name ?? code;
            return (
              <tr key={code}>
                <td className="number">{index + 1}</td>
                <td>
                  {name} <span className="muted">{code}</span>
                </td>
                <td className="number">{vendor?.games ?? 0}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={fill(v.showVendor, { name })}
                    checked={!vendor?.hidden}
                    disabled={showing.isLoading}
                    onChange={(e) => void show({ merchantCode: brand, code, shown: e.target.checked })}
                  />
                </td>
                <td>
                  <MoveButtons index={index} count={codes.length} name={name} up={v.up} down={v.down} onMove={move} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormEnd error={ordering.error} busy={ordering.isLoading} doneText={done ? v.saved : null} submitText={v.save} />
    </form>
  );
}
