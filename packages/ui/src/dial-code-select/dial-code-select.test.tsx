import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialCodeSelect, type DialCodeOption } from './dial-code-select';

const countries: DialCodeOption[] = [
  { code: 'MM', dialingCode: '+95', name: 'Myanmar', flag: <i data-flag="MM" /> },
  { code: 'TH', dialingCode: '+66', name: 'Thailand', flag: <i data-flag="TH" /> },
  { code: 'XX', dialingCode: '+999', name: 'Elsewhere' },
];

function setup(props: { value?: string; className?: string } = {}) {
  const onChange = vi.fn();
  const view = render(
    <DialCodeSelect id="dial" label="Country code" value="+95" options={countries} onChange={onChange} {...props} />,
  );
  return { onChange, view, select: screen.getByLabelText('Country code') as HTMLSelectElement };
}

describe('DialCodeSelect', () => {
  it('is a labelled select showing the chosen code', () => {
    const { select } = setup({ value: '+66' });
    expect(select.id).toBe('dial');
    expect(select.value).toBe('+66');
  });

  it('names each option by its country and code; closed it shows the chosen flag picture and code', () => {
    const { select, view } = setup({ value: '+66' });
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(['Myanmar +95', 'Thailand +66', 'Elsewhere +999']);
    expect(screen.getByRole('option', { name: 'Thailand +66' })).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(view.container.querySelector('[data-flag="TH"]')).toBeTruthy();
  });

  it('calls onChange with the picked dialing code', () => {
    const { onChange, select } = setup();
    fireEvent.change(select, { target: { value: '+66' } });
    expect(onChange).toHaveBeenCalledWith('+66');
  });

  it('adds the given class for placement', () => {
    const { view } = setup({ className: 'phone-row-code' });
    expect((view.container.firstChild as HTMLElement).classList.contains('phone-row-code')).toBe(true);
  });
});
