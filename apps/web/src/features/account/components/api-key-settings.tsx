import type { ApiKey, CreatedApiKey } from '@pageshelf/contracts/api-keys';
import { API_KEY_NAME_MAX_LENGTH } from '@pageshelf/domain/api-keys';
import { formatMoney, planPrice } from '@pageshelf/domain/billing';
import { checkAccess } from '@pageshelf/domain/tiers';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#components/ui/button';
import { ConfirmDialog } from '#components/ui/confirm-dialog';
import { Field } from '#components/ui/field';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { useSession } from '#lib/auth';
import { openModal } from '#lib/modals';
import { relativeTime } from '#lib/relative-time';
import { toast } from '#lib/toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import './api-keys.css';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });
const longDate = (iso: string) =>
  new Date(iso).toLocaleString('en', { dateStyle: 'long', timeStyle: 'short' });
/** How long ago a key was used; "just now", not "in 2 minutes", on a device whose clock is behind. */
const usedAgo = (iso: string) => relativeTime(iso, Math.max(Date.now(), Date.parse(iso)));

/**
 * `/settings/api-keys`: the keys a member's tools and agents call Pageshelf with. Every member sees and
 * revokes their keys (a lapsed plan's too); making one is Pro and Team (the domain's `premium` access),
 * so a free member is offered the plans instead of the form.
 */
export function ApiKeySettings() {
  const { viewer } = useSession();
  const mayCreate = checkAccess('premium', viewer).allowed;
  return (
    <>
      <section className="card stack settings-card" aria-labelledby="api-keys-title">
        <h2 id="api-keys-title">API keys</h2>
        <p className="muted">
          A key lets your tools and agents, such as Claude Desktop, Cursor or your own scripts, use Pageshelf
          as you: keep it as secret as a password.
        </p>
        <p className="muted">
          Send it to the REST API (<a href="/v1/docs">API reference</a>) or connect an agent to the MCP server
          at <code>{`${window.location.origin}/mcp`}</code>.
        </p>
        <KeyList />
      </section>
      {mayCreate ? <NewKey /> : <ProUpsell />}
    </>
  );
}

/** The live keys, newest first: never the keys themselves, only their hints. */
function KeyList() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (keys.isPending) return <Skeleton height={72} radius={12} />;
  if (keys.isError) return <p className="muted">Your API keys could not be loaded. Try again in a moment.</p>;
  if (keys.data.items.length === 0) return <p className="api-keys-empty">You have no API keys.</p>;
  return (
    <>
      <ul className="api-key-list" aria-label="Your API keys">
        {keys.data.items.map((key) => (
          <li key={key.id}>
            <span className="api-key-about">
              <span className="api-key-name">
                <strong>{key.name}</strong>
                <code className="api-key-hint">{key.hint}</code>
              </span>
              <span className="api-key-meta">
                <span>
                  Created <time dateTime={key.createdAt}>{shortDate(key.createdAt)}</time>
                </span>
                {' · '}
                <span>
                  {key.lastUsedAt ? (
                    <>
                      Last used{' '}
                      <time dateTime={key.lastUsedAt} title={longDate(key.lastUsedAt)}>
                        {usedAgo(key.lastUsedAt)}
                      </time>
                    </>
                  ) : (
                    'Never used'
                  )}
                </span>
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Revoke ${key.name}`}
              onClick={() => setRevoking(key)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {revoking ? (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke key"
          danger
          loading={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                toast.success(`“${revoking.name}” is revoked`);
                setRevoking(null);
              },
            })
          }
          onClose={() => setRevoking(null)}
        >
          Anything that calls Pageshelf with <code className="api-key-hint">{revoking.hint}</code> is refused
          from now on. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The form that makes a key, and then, once, the key itself. */
function NewKey() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const backToForm = useRef(false);
  const hintId = useId();
  const sendable = name.trim() !== '';

  // After Done the form is back where the panel was: the focus goes to its field, not to the page.
  useEffect(() => {
    if (created === null && backToForm.current) {
      backToForm.current = false;
      field.current?.focus();
    }
  }, [created]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (answer) => {
          setName('');
          setCreated(answer);
        },
      },
    );
  };

  return (
    <section className="card stack settings-card" aria-labelledby="new-key-title">
      <h2 id="new-key-title">New key</h2>
      {created ? (
        <CreatedKey
          created={created}
          onDone={() => {
            backToForm.current = true;
            setCreated(null);
          }}
        />
      ) : (
        <form className="api-key-form" onSubmit={send}>
          <Field label="Name">
            {(id) => (
              <div className="api-key-form-row">
                <input
                  ref={field}
                  id={id}
                  className="field-input"
                  maxLength={API_KEY_NAME_MAX_LENGTH}
                  autoComplete="off"
                  placeholder="Claude Desktop"
                  aria-describedby={hintId}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
                <Button
                  type="submit"
                  variant="primary"
                  icon={<Icon name="plus" size={16} />}
                  loading={create.isPending}
                  disabled={!sendable}
                >
                  Create
                </Button>
              </div>
            )}
          </Field>
          <p id={hintId} className="api-key-form-hint">
            What the key is for, to tell it apart in the list.
          </p>
        </form>
      )}
    </section>
  );
}

/**
 * The new key, shown this once: only its hash is kept. The panel takes the focus, so a screen reader
 * reads it out; it goes with Done, or with the page.
 */
function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const warningId = useId();
  useEffect(() => panel.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => setCopied(true),
      () => toast.error('Copy the key from the panel: select it and copy'),
    );
  return (
    <section
      ref={panel}
      className="api-key-created"
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={warningId}
    >
      <p id={titleId} className="api-key-created-title">
        <Icon name="check" size={16} />
        Your key “{created.name}”
      </p>
      <div className="api-key-created-row">
        <code className="api-key-secret">{created.key}</code>
        <Button
          variant="primary"
          icon={<Icon name={copied ? 'check' : 'copy'} size={16} />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={warningId} className="api-key-created-warning">
        Copy it now: it is not shown again.
      </p>
      <div>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

/** A free member's way to the plans, in place of the form (a Pro and Team feature). */
function ProUpsell() {
  const from = formatMoney(planPrice('pro-yearly').perSeatPerMonth);
  return (
    <section className="card stack settings-card" aria-labelledby="api-keys-pro-title">
      <h2 id="api-keys-pro-title">API keys come with Pro</h2>
      <p className="muted">
        Pro and Team members make keys for their tools and agents. Pro starts at {from} a month.
      </p>
      <div className="settings-actions">
        <Button
          variant="primary"
          icon={<Icon name="sparkles" size={16} />}
          onClick={() => openModal({ type: 'pricing' })}
        >
          See Pro plans
        </Button>
      </div>
    </section>
  );
}
