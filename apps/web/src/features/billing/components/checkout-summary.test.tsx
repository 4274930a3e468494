import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seatsFromQuery } from './checkout-page';
import { CheckoutSummary } from './checkout-summary';

/** The summary as term → value pairs. */
function figures() {
  return Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

describe('the checkout summary', () => {
  it('shows Pro yearly at $96 a year, $8 a month', () => {
    render(<CheckoutSummary plan="pro-yearly" seats={1} />);
    expect(figures()).toEqual({
      Plan: 'Pro',
      Billing: 'Yearly',
      'Per month': '$8',
      'Total due today': '$96 / year',
    });
  });

  it('shows Pro monthly at $12 a month', () => {
    render(<CheckoutSummary plan="pro-monthly" seats={1} />);
    expect(figures()).toMatchObject({
      Billing: 'Monthly',
      'Per month': '$12',
      'Total due today': '$12 / month',
    });
  });

  it('prices Team per seat: 5 seats yearly are $720, $60 a month, $12 a seat', () => {
    render(<CheckoutSummary plan="team-yearly" seats={5} />);
    expect(figures()).toEqual({
      Plan: 'Team',
      Billing: 'Yearly',
      Seats: '5 × $144',
      'Per month': '$60 ($12 per seat)',
      'Total due today': '$720 / year',
    });
  });

  it('prices Team monthly: 3 seats are $45 a month', () => {
    render(<CheckoutSummary plan="team-monthly" seats={3} />);
    expect(figures()).toMatchObject({ Seats: '3 × $15', 'Total due today': '$45 / month' });
  });
});

describe('seats from the address', () => {
  it('keeps Team within 2 to 100 seats, 2 when none or nonsense is given', () => {
    expect(seatsFromQuery('team-yearly', '5')).toBe(5);
    expect(seatsFromQuery('team-yearly', null)).toBe(2);
    expect(seatsFromQuery('team-yearly', 'many')).toBe(2);
    expect(seatsFromQuery('team-yearly', '1')).toBe(2);
    expect(seatsFromQuery('team-monthly', '500')).toBe(100);
  });

  it('gives Pro exactly one seat', () => {
    expect(seatsFromQuery('pro-yearly', '4')).toBe(1);
    expect(seatsFromQuery('pro-monthly', null)).toBe(1);
  });
});
