import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePromptBar } from './update-prompt';

describe('the update bar', () => {
  it('says a new version is ready and switches to it only when asked', () => {
    const onUpdate = vi.fn();
    render(<UpdatePromptBar onUpdate={onUpdate} />);
    expect(screen.getByRole('status').textContent).toContain('update.ready');
    expect(onUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'update.apply' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });
});
