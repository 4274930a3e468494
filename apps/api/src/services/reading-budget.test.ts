/**
 * A picture's reading is given 5 s of CPU time, not of wall time (`readingBudget`): on a busy machine a
 * screenshot whose reading waits for a CPU keeps its words (a browser test lost them at 5 s of wall time
 * on 2 contended cores), while a picture that takes work is still given up on.
 */
import { describe, expect, it } from 'vitest';
import { readingBudget } from './image-search.service.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('readingBudget', () => {
  it('is spent by CPU work: a busy loop of 150 ms of CPU time spends a budget of 60 ms', async () => {
    const budget = readingBudget(60);
    let spent = false;
    void budget.spent.then(() => {
      spent = true;
    });
    const start = process.cpuUsage();
    const cpuMs = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    while (cpuMs() < 150) Math.sqrt(Math.random());
    await sleep(120);
    budget.stop();
    expect(spent).toBe(true);
  });

  it('is not spent by waiting: 300 ms of idle time leave a budget of 200 ms of CPU time unspent', async () => {
    const budget = readingBudget(200);
    let spent = false;
    void budget.spent.then(() => {
      spent = true;
    });
    await sleep(300);
    budget.stop();
    expect(spent).toBe(false);
  });
});
