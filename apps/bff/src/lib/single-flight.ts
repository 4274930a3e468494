/**
 * Single flight for the proxy's GETs: while one request (the leader) waits for the backend's answer to
 * begin, identical requests (the same key) wait for the leader's answer instead of sending their own.
 * Sharing ends when the answer's headers arrive: the leader then knows whether anyone waits, and reads
 * the answer whole for them or streams it through alone. Nothing is kept once a call is answered.
 */

/** The leader's browser left before the answer began: a waiter sends its own request again. */
export class LeaderGone extends Error {
  override readonly name = 'LeaderGone';
}

/** The leader's side of a flight. */
export interface Flight<T> {
  /** Ends the sharing (later requests send their own) and says how many wait for this answer. */
  close(): number;
  /** Ends the sharing and gives the waiters the answer. */
  resolve(answer: T): void;
  /** Ends the sharing and gives the waiters the error. */
  reject(error: unknown): void;
}

interface Waiter<T> {
  readonly resolve: (answer: T) => void;
  readonly reject: (error: unknown) => void;
}

/** A leader's flight, or the answer to wait for. */
export type Joined<T> = { readonly lead: Flight<T> } | { readonly wait: Promise<T> };

export class SingleFlight<T> {
  readonly #flights = new Map<string, Waiter<T>[]>();

  /** Requests waiting for another's answer (for tests and diagnostics). */
  get waiting(): number {
    let count = 0;
    for (const waiters of this.#flights.values()) count += waiters.length;
    return count;
  }

  /** Leads the flight of `key` when none is open, else joins it. */
  join(key: string): Joined<T> {
    const waiters = this.#flights.get(key);
    if (waiters !== undefined) {
      return { wait: new Promise<T>((resolve, reject) => waiters.push({ resolve, reject })) };
    }
    const own: Waiter<T>[] = [];
    this.#flights.set(key, own);
    const close = () => {
      if (this.#flights.get(key) === own) this.#flights.delete(key);
      return own.length;
    };
    return {
      lead: {
        close,
        resolve: (answer) => {
          close();
          for (const waiter of own.splice(0)) waiter.resolve(answer);
        },
        reject: (error) => {
          close();
          for (const waiter of own.splice(0)) waiter.reject(error);
        },
      },
    };
  }
}
