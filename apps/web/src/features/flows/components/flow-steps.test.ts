import { FLOW_LIST_STEPS, type Flow } from '@pageshelf/contracts/content';
import { describe, expect, it } from 'vitest';
import { cardRows } from './flow-steps';

type Step = Flow['screens'][number];
const step = (uuid: string, width: number, height: number) => ({ uuid, image: { width, height } }) as Step;
const web = (uuid: string) => step(uuid, 1920, 1200);
const phone = (uuid: string) => step(uuid, 780, 1688);

const summary = (steps: Step[]) =>
  cardRows(steps).map((row) => ({
    steps: row.steps.map((item) => item.uuid),
    slots: row.slots,
    aspect: Number(row.aspect.toFixed(3)),
  }));

describe('cardRows', () => {
  it('shows a web flow’s first step across the card and the next three small below', () => {
    expect(summary(['a', 'b', 'c', 'd', 'e'].map(web))).toEqual([
      { steps: ['a'], slots: 1, aspect: 1.6 },
      { steps: ['b', 'c', 'd'], slots: 3, aspect: 4.8 },
    ]);
  });

  it('keeps small steps their size when there are fewer than three', () => {
    expect(summary(['a', 'b'].map(web))).toEqual([
      { steps: ['a'], slots: 1, aspect: 1.6 },
      { steps: ['b'], slots: 3, aspect: 4.8 },
    ]);
    expect(summary([web('a')])).toEqual([{ steps: ['a'], slots: 1, aspect: 1.6 }]);
  });

  it('shows a phone flow’s first three screens side by side', () => {
    const ratio = 780 / 1688;
    expect(summary(['a', 'b', 'c', 'd'].map(phone))).toEqual([
      { steps: ['a', 'b', 'c'], slots: 3, aspect: Number((3 * ratio).toFixed(3)) },
    ]);
  });

  it('lines up the steps of a mixed flow at one height, each as wide as its aspect', () => {
    const [row] = cardRows([phone('a'), web('b'), phone('c')]);
    expect(row?.aspect).toBeCloseTo(780 / 1688 + 1.6 + 780 / 1688);
  });

  it('has no rows for a flow without steps', () => {
    expect(cardRows([])).toEqual([]);
  });

  it('shows no more steps than a flow in a list carries (FLOW_LIST_STEPS)', () => {
    const many = Array.from({ length: 12 }, (_, index) => `s${index}`);
    for (const steps of [many.map(web), many.map(phone)])
      expect(cardRows(steps).flatMap((row) => row.steps).length).toBeLessThanOrEqual(FLOW_LIST_STEPS);
  });
});
