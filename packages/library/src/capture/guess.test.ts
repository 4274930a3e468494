import { describe, expect, it } from 'vitest';
import { guessPatterns, guessScreenType } from './guess.js';

const outline = (
  title: string,
  headings: string[] = [],
  fields: { type: string; autocomplete?: string }[] = [],
) => ({
  title,
  headings,
  fields: fields.map((field) => ({ autocomplete: '', ...field })),
});

describe('guessPatterns', () => {
  it('reads the title and headings as a search would, synonyms included', () => {
    expect(guessPatterns(outline('Acme — Plans & pricing'))).toEqual(['pricing']);
    expect(guessPatterns(outline('Acme', ['Frequently asked questions']))).toEqual(['faq']);
    expect(guessPatterns(outline('Your basket', ['Checkout']))).toEqual(['cart', 'checkout']);
  });

  it('reads the form fields: one password is a log-in, two a sign-up, a card number a payment', () => {
    expect(guessPatterns(outline('Acme', [], [{ type: 'email' }, { type: 'password' }]))).toEqual(['log-in']);
    expect(guessPatterns(outline('Acme', [], [{ type: 'password' }, { type: 'password' }]))).toEqual([
      'sign-up',
    ]);
    expect(guessPatterns(outline('Acme', [], [{ type: 'text', autocomplete: 'cc-number' }]))).toEqual([
      'payment-method',
    ]);
  });

  it('guesses nothing from words that name no pattern, and at most three', () => {
    expect(guessPatterns(outline('Acme Corporation', ['Hello world']))).toEqual([]);
    expect(
      guessPatterns(outline('Pricing', ['Checkout', 'Settings', 'Notifications'], [{ type: 'password' }])),
    ).toHaveLength(3);
  });
});

describe('guessScreenType', () => {
  it('is the product behind a sign-in or for a product pattern, else marketing', () => {
    expect(guessScreenType(['pricing'], false)).toBe('marketing');
    expect(guessScreenType([], false)).toBe('marketing');
    expect(guessScreenType(['log-in'], false)).toBe('application');
    expect(guessScreenType(['pricing'], true)).toBe('application');
  });
});
