import { RUNNING_STATUSES, type SubscriptionHistoryEvent } from '@pageshelf/domain/billing';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type {
  BillingProviderName,
  DB,
  InvoicesTable,
  SubscriptionEventsTable,
  SubscriptionRow,
  SubscriptionsTable,
  TestCheckoutsTable,
  UserRecord,
} from '../db/schema.js';

export type SubscriptionValues = Omit<Insertable<SubscriptionsTable>, 'id'>;
export type SubscriptionChanges = Omit<
  Updateable<SubscriptionsTable>,
  'id' | 'user_id' | 'team_id' | 'provider' | 'provider_subscription_id' | 'created_at'
>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type HistoryRow = Selectable<SubscriptionEventsTable>;
export type TestCheckoutRow = Selectable<TestCheckoutsTable>;

/** The index that holds one running subscription per account (migration 0010). */
export const ONE_RUNNING_PER_ACCOUNT = 'subscriptions_one_running_per_account';

/** Whether `error` is the database refusing a second running subscription of an account. */
export function isSecondRunningSubscription(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === ONE_RUNNING_PER_ACCOUNT
  );
}

/**
 * The subscriptions of the accounts of `ids` (`user_id`: those they pay for) or of the workspaces of `ids`
 * (`team_id`: those that cover them), newest first.
 */
export function subscriptionsNewestFirst(db: Kysely<DB>, column: 'user_id' | 'team_id', ids: number[]) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where(column, 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Subscriptions, their history, the provider's customers and invoices, and the provider events already
 * applied. `transaction` gives a repository bound to one transaction (PGlite has one connection: inside
 * a transaction, every query must go through it).
 */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  transaction<T>(work: (repository: SubscriptionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new SubscriptionsRepository(tx)));
  }

  /** Records a provider event once: false when it was recorded before (a replay). */
  async recordEvent(
    provider: BillingProviderName,
    eventId: string,
    type: string,
    at: Date,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('billing_events')
      .values({ provider, event_id: eventId, type, received_at: at })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async eventSeen(provider: BillingProviderName, eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('billing_events')
      .select('event_id')
      .where('provider', '=', provider)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A subscription by its provider id, locked for the rest of the transaction. */
  async lockByProviderId(
    provider: BillingProviderName,
    providerId: string,
  ): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_subscription_id', '=', providerId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** A subscription by its id, locked for the rest of the transaction. */
  async lockById(id: number): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * The running subscriptions of an account that count for its one (not marked `duplicate_of`), but
   * `exceptId`: none, or one, as the database holds it.
   */
  async runningOf(userId: number, exceptId?: number): Promise<SubscriptionRow[]> {
    let query = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', RUNNING_STATUSES)
      .where('duplicate_of', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return query.execute();
  }

  async insert(values: SubscriptionValues): Promise<SubscriptionRow> {
    return this.db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, changes: SubscriptionChanges): Promise<SubscriptionRow> {
    return this.db
      .updateTable('subscriptions')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async appendHistory(
    subscriptionId: number,
    event: SubscriptionHistoryEvent,
    at: Date,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.db
      .insertInto('subscription_events')
      .values({ subscription_id: subscriptionId, event, at, details: JSON.stringify(details) })
      .execute();
  }

  /** The history of a subscription, oldest first. */
  async history(subscriptionId: number): Promise<HistoryRow[]> {
    return this.db
      .selectFrom('subscription_events')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  /** The subscriptions an account pays for (its Pro, and Team plans it bought), newest first. */
  async paidBy(userId: number): Promise<SubscriptionRow[]> {
    return subscriptionsNewestFirst(this.db, 'user_id', [userId]).execute();
  }

  /** The subscriptions that cover a workspace, newest first. */
  async ofTeam(teamId: number): Promise<SubscriptionRow[]> {
    return subscriptionsNewestFirst(this.db, 'team_id', [teamId]).execute();
  }

  /** Test-mode subscriptions still running whose paid period has ended by `now`. */
  async dueTestSubscriptions(now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', 'test')
      .where('status', 'in', RUNNING_STATUSES)
      .where('current_period_end', '<=', now)
      .orderBy('current_period_end')
      .orderBy('id')
      .execute();
  }

  async customerOf(userId: number, provider: BillingProviderName): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return row?.customer_id;
  }

  /** Remembers an account's customer at a provider (one per account: a new provider's replaces it). */
  async saveCustomer(
    userId: number,
    provider: BillingProviderName,
    customerId: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, provider, customer_id: customerId, created_at: at })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ provider, customer_id: customerId, created_at: at }),
      )
      .execute();
  }

  async userByCustomer(provider: BillingProviderName, customerId: string): Promise<UserRecord | undefined> {
    return this.db
      .selectFrom('billing_customers')
      .innerJoin('users', 'users.id', 'billing_customers.user_id')
      .selectAll('users')
      .where('billing_customers.provider', '=', provider)
      .where('billing_customers.customer_id', '=', customerId)
      .executeTakeFirst();
  }

  async user(userId: number): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
  }

  /** Creates a workspace owned by `userId`, who joins it as its first member; returns its id. */
  async createWorkspace(userId: number, name: string, at: Date): Promise<number> {
    const team = await this.db
      .insertInto('teams')
      .values({ name, owner_id: userId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('users')
      .set({ team_id: team.id, team_role: 'owner', team_joined_at: at })
      .where('id', '=', userId)
      .execute();
    return team.id;
  }

  /** The number of the next test-mode invoice (1, 2...), from a sequence: never the same twice. */
  async nextTestInvoiceNumber(): Promise<number> {
    const { rows } = await sql<{ n: string }>`SELECT nextval('test_invoice_numbers') AS n`.execute(this.db);
    return Number(rows[0]?.n);
  }

  // ---- the test-mode provider's checkouts ------------------------------------------------------------

  async insertTestCheckout(values: Insertable<TestCheckoutsTable>): Promise<void> {
    await this.db.insertInto('test_checkouts').values(values).execute();
  }

  /** A test-mode checkout of `userId`; undefined when there is none or it is someone else's. */
  async testCheckout(id: string, userId: number): Promise<TestCheckoutRow | undefined> {
    return this.db
      .selectFrom('test_checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Closes an open checkout that has not expired by `now`; undefined when it was not open. */
  async closeTestCheckout(
    id: string,
    userId: number,
    state: 'complete' | 'canceled',
    now: Date,
  ): Promise<TestCheckoutRow | undefined> {
    return this.db
      .updateTable('test_checkouts')
      .set({ state, completed_at: state === 'complete' ? now : null })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  /** Expires every open checkout of an account. */
  async expireOpenTestCheckouts(userId: number): Promise<void> {
    await this.db
      .updateTable('test_checkouts')
      .set({ state: 'expired' })
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .execute();
  }

  /** Records an invoice, or its new status when it was recorded before. */
  async upsertInvoice(values: Omit<Insertable<InvoicesTable>, 'id'>): Promise<void> {
    await this.db
      .insertInto('invoices')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['provider', 'provider_invoice_id']).doUpdateSet({
          status: values.status,
          amount: values.amount,
          hosted_url: values.hosted_url ?? null,
          ...(values.subscription_id == null ? {} : { subscription_id: values.subscription_id }),
        }),
      )
      .execute();
  }

  /** An account's invoices, newest first. */
  async invoicesOf(userId: number, limit = 100): Promise<InvoiceRow[]> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
