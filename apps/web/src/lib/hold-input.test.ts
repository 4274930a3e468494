import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeld } from './held-input';
import { holdInput } from './hold-input';

/**
 * The nodes React has taken over. In a browser React keeps its props on the node (`live-node.ts` looks
 * for them); jsdom hides a form's own properties from `Object.keys`, so the tests say which nodes are live.
 */
const live = vi.hoisted(() => new WeakSet<Element>());
vi.mock('./live-node', () => ({ isLive: (node: Element) => live.has(node) }));
const makeLive = (node: Element) => live.add(node);

/** The server's markup of a platform switch: a radio in a label, and a text field. */
function serverMarkup() {
  const container = document.createElement('div');
  container.innerHTML = `
    <label id="ios"><input type="radio" name="platform" value="ios">iOS</label>
    <input id="query" type="search">`;
  document.body.append(container);
  const label = container.querySelector<HTMLLabelElement>('#ios') as HTMLLabelElement;
  const radio = label.querySelector('input') as HTMLInputElement;
  const field = container.querySelector<HTMLInputElement>('#query') as HTMLInputElement;
  return { container, label, radio, field };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('holdInput', () => {
  it('holds a click on markup React has not taken over, even after the first commit', () => {
    const { container, label, radio } = serverMarkup();
    const { held, replayWith } = holdInput(container);
    const replay = vi.fn();
    replayWith(replay);
    expect(replay).toHaveBeenCalledTimes(1);

    // The shell is live, this part (a Suspense boundary hydrated later) is not: the click waits.
    label.click();
    expect(radio.checked).toBe(false);
    expect(held.actions).toEqual([{ kind: 'click', target: label }]);
    expect(replay).toHaveBeenCalledTimes(2);
  });

  it("leaves what is done on live markup to React, and drops text held for a field typed into once it's live", () => {
    const { container, label, radio, field } = serverMarkup();
    const { held } = holdInput(container);
    field.value = 'pay';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(held.typed.get(field)).toBe('pay');

    makeLive(label);
    makeLive(radio);
    makeLive(field);
    label.click();
    expect(radio.checked).toBe(true);
    expect(held.actions).toEqual([]);
    field.value = 'paywall';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(held.typed.has(field)).toBe(false);
  });
});

describe('replayHeld', () => {
  it('clicks a held control once it is live, and types held text again', () => {
    vi.useFakeTimers();
    const { container, label, radio, field } = serverMarkup();
    const { held, replayWith } = holdInput(container);
    replayWith(() => replayHeld(held));
    field.value = 'paywall';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    label.click();
    // Hydration puts the field back to React's value.
    field.value = '';

    vi.advanceTimersByTime(500);
    expect(radio.checked).toBe(false);
    makeLive(label);
    makeLive(radio);
    makeLive(field);
    vi.advanceTimersByTime(100);
    expect(field.value).toBe('paywall');
    expect(radio.checked).toBe(true);
    expect(held.actions).toEqual([]);
    expect(held.replaying).toBe(false);
  });

  it('drops a click whose control is not live within 5 s', () => {
    vi.useFakeTimers();
    const { container, label, radio } = serverMarkup();
    const { held, replayWith } = holdInput(container);
    replayWith(() => replayHeld(held));
    label.click();
    vi.advanceTimersByTime(5_100);
    expect(held.actions).toEqual([]);
    makeLive(label);
    vi.advanceTimersByTime(100);
    expect(radio.checked).toBe(false);
  });

  it("holds a live form sent while its field's text is held, and sends it again with the text", () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = '<form><input type="search" name="q"></form>';
    document.body.append(container);
    const form = container.querySelector('form') as HTMLFormElement;
    const field = container.querySelector('input') as HTMLInputElement;
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(field.value);
    });
    const { held, replayWith } = holdInput(container);
    field.value = 'paywall';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // React takes the form over and empties the field to its own value; Enter comes before the text is back.
    makeLive(form);
    makeLive(field);
    field.value = '';
    form.requestSubmit();
    expect(sent).toEqual([]);
    replayWith(() => replayHeld(held));
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['paywall']);
  });
});
