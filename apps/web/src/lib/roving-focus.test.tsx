import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROVING_ITEM, useRovingFocus } from './roving-focus';

function Row({ labels, selected }: { labels: string[]; selected: number }) {
  const roving = useRovingFocus(labels.length, selected);
  return (
    <>
      <button type="button">Before</button>
      <ul aria-label="Chips" onKeyDown={roving.onKeyDown}>
        {labels.map((label, index) => (
          <li key={label}>
            <button
              type="button"
              tabIndex={roving.tabIndexOf(index)}
              onFocus={() => roving.focused(index)}
              {...{ [ROVING_ITEM]: '' }}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">After</button>
    </>
  );
}

describe('roving focus', () => {
  it('makes the row one tab stop, on the selected control', async () => {
    const user = userEvent.setup();
    render(<Row labels={['All', 'Onboarding', 'Paywall', 'Settings']} selected={2} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Paywall' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('moves with the arrow keys, wrapping, and Home and End; Tab comes back to the last one', async () => {
    const user = userEvent.setup();
    render(<Row labels={['All', 'Onboarding', 'Paywall']} selected={0} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('All');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Onboarding');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('Paywall');
    await user.keyboard('{Home}');
    expect(focused()).toBe('All');
    await user.keyboard('{End}');
    expect(focused()).toBe('Paywall');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    expect(focused()).toBe('Paywall');
  });
});
