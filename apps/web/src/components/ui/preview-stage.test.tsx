import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { neighbourSteps, PreviewStage, previewKeys } from './preview-stage';

const key = (key: string, init: Partial<KeyboardEventInit> = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('PreviewStage', () => {
  it('steps to the neighbours with its buttons, disabled where there is none', async () => {
    const onNavigate = vi.fn();
    render(
      <PreviewStage
        className="screen-stage"
        noun="screen"
        steps={neighbourSteps({ previous: null, next: 'b' }, onNavigate)}
      >
        <figure>picture</figure>
      </PreviewStage>,
    );
    expect(screen.getByRole('button', { name: 'Previous screen' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next screen' }));
    expect(onNavigate).toHaveBeenCalledWith('b');
  });

  it('steps with the arrow keys, except in a text field or with a modifier', () => {
    const previous = vi.fn();
    const next = vi.fn();
    const onKeyDown = previewKeys({ previous, next });
    onKeyDown(key('ArrowLeft'));
    onKeyDown(key('ArrowRight'));
    onKeyDown(key('ArrowRight', { metaKey: true }));
    onKeyDown(key('ArrowRight', {}, document.createElement('input')));
    expect(previous).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
    previewKeys({ previous: null, next: null })(key('ArrowLeft'));
  });
});
