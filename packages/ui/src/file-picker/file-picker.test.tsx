import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('FilePicker', () => {
  it('is a file field named by its label and its button, in the words given, with what is chosen', () => {
    render(
      <FilePicker label="图片" choose="选择图片" chosen="未选择图片" accept="image/png" multiple onChoose={() => {}} />,
    );
    const input = screen.getByLabelText('图片 选择图片');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/png');
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('未选择图片').id);
    // The button is the input's label: a tap on it opens the system's picker.
    expect(screen.getByText('选择图片').closest('label')?.htmlFor).toBe(input.id);
  });

  it('hands over the chosen files and lets the same one be chosen again', () => {
    const onChoose = vi.fn();
    render(<FilePicker label="Images" choose="Choose images" chosen="" multiple onChoose={onChoose} />);
    const input = screen.getByLabelText('Images Choose images') as HTMLInputElement;
    const files = [png('a.png'), png('b.png')];
    fireEvent.change(input, { target: { files } });
    expect(onChoose).toHaveBeenCalledWith(files);
    expect(input.value).toBe('');
  });

  it('says when it is invalid or disabled, and adds the caller’s descriptions', () => {
    render(
      <>
        <p id="hint">PNG or JPG</p>
        <FilePicker
          label="Images"
          choose="Choose images"
          chosen="None"
          invalid
          disabled
          describedBy="hint"
          onChoose={() => {}}
        />
      </>,
    );
    const input = screen.getByLabelText('Images Choose images');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('hint');
    expect(screen.getByText('Choose images').getAttribute('aria-disabled')).toBe('true');
  });
});
