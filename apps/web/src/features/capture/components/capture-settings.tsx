import type { CaptureRun } from '@pageshelf/contracts/captures';
import {
  CAPTURE_APP_NAME_MAX_LENGTH,
  CAPTURE_MAX_ADDRESSES,
  CAPTURE_MAX_PAGES,
} from '@pageshelf/domain/capture';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button';
import { Field } from '#components/ui/field';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { ApiError } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { relativeTime } from '#lib/relative-time';
import { toast } from '#lib/toast';
import { useCaptureRuns, useStartCapture } from '../api/captures';
import './capture.css';

const REACH = [
  { value: 0, label: 'This page only' },
  { value: 1, label: 'This page and the pages it links to' },
  { value: 2, label: 'Two steps of links' },
] as const;

const PAGE_COUNTS = [1, 5, 10, 15, CAPTURE_MAX_PAGES] as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A labelled text field with its hint below. */
function TextChoice(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div className="capture-field">
      <Field label={props.label}>
        {(id) => (
          <input
            {...props.input}
            id={id}
            className="field-input"
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
      </Field>
      <p className="capture-hint">{props.hint}</p>
    </div>
  );
}

/** A labelled choice among numbers. */
function NumberChoice(props: {
  label: string;
  value: number;
  choices: readonly { value: number; label: string }[];
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div className="capture-field">
      <Field label={props.label}>
        {(id) => (
          <select
            id={id}
            className="field-input"
            value={props.value}
            disabled={props.disabled}
            onChange={(event) => props.onChange(Number(event.target.value))}
          >
            {props.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/**
 * `/settings/capture`: an administrator or a Pro workspace owner captures a web product into the
 * library (issue 31). The server's browser opens each page at desktop and phone width and keeps three
 * shots of it; a page captured again gets a new version where it changed. Runs wait for a worker of the
 * API, so the list below follows them until they are done. Anyone else who opens the address is told
 * who may capture (the API's own refusal).
 */
export function CaptureSettings() {
  const runs = useCaptureRuns();
  if (runs.isError && runs.error instanceof ApiError && runs.error.status === 403)
    return (
      <section className="card stack settings-card" aria-labelledby="capture-title">
        <h2 id="capture-title">Capture</h2>
        <p className="muted">{runs.error.message}.</p>
      </section>
    );
  return (
    <>
      <section className="card stack settings-card" aria-labelledby="capture-title">
        <h2 id="capture-title">Capture a web product</h2>
        <p className="muted">
          Pageshelf opens each page in a browser on the server and keeps three shots of it as screens of the
          app: the desktop view, the phone view and the whole page. Capture it again later and every page that
          changed gets a new version, with what changed outlined.
        </p>
        <CaptureForm />
      </section>
      <section className="card stack settings-card" aria-labelledby="capture-runs-title">
        <h2 id="capture-runs-title">Captures</h2>
        <RunList />
      </section>
    </>
  );
}

function CaptureForm() {
  const start = useStartCapture();
  const [app, setApp] = useState('');
  const [site, setSite] = useState('');
  const [crawl, setCrawl] = useState(1);
  const [maxPages, setMaxPages] = useState(10);
  const [listed, setListed] = useState('');
  const addresses = listed
    .split(/\s+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const sendable = app.trim() !== '' && (site.trim() !== '' || addresses.length > 0);
  const error =
    start.error instanceof ApiError ? start.error.message : start.error ? 'Try again in a moment' : null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    start.mutate(
      {
        app: app.trim(),
        ...(site.trim() === '' ? {} : { site: site.trim() }),
        addresses,
        crawl,
        maxPages,
      },
      {
        onSuccess: (run) => {
          toast.success(`Capturing ${run.app.title}: follow it below`);
          setListed('');
        },
      },
    );
  };

  return (
    <form className="capture-form" onSubmit={send} onChange={() => start.reset()}>
      <div className="capture-form-grid">
        <TextChoice
          label="App"
          hint="An app of the library, or a new one (web)."
          value={app}
          onChange={setApp}
          input={{ maxLength: CAPTURE_APP_NAME_MAX_LENGTH, autoComplete: 'off', placeholder: 'Acme' }}
        />
        <TextChoice
          label="Site address"
          hint="Where the capture starts."
          value={site}
          onChange={setSite}
          input={{ type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://acme.com' }}
        />
        <NumberChoice
          label="Pages"
          value={crawl}
          choices={REACH}
          disabled={addresses.length > 0}
          onChange={setCrawl}
        />
        <NumberChoice
          label="At most"
          value={maxPages}
          choices={PAGE_COUNTS.map((count) => ({ value: count, label: plural(count, 'page') }))}
          onChange={setMaxPages}
        />
      </div>
      <details className="capture-more" open={addresses.length > 0 || undefined}>
        <summary>Or list the pages</summary>
        <Field label="Addresses, one a line">
          {(id) => (
            <textarea
              id={id}
              className="field-input capture-addresses"
              rows={4}
              placeholder={'https://acme.com/pricing\n/login'}
              value={listed}
              onChange={(event) => setListed(event.target.value)}
            />
          )}
        </Field>
        <p className="capture-hint">
          Up to {CAPTURE_MAX_ADDRESSES}; a path is read against the site address. Listed pages are captured
          without following their links.
        </p>
      </details>
      {error ? (
        <p className="capture-error" role="alert">
          <Icon name="alert" size={16} /> {error}
        </p>
      ) : null}
      <div className="capture-actions">
        <Button
          type="submit"
          variant="primary"
          icon={<Icon name="image" size={16} />}
          loading={start.isPending}
          disabled={!sendable}
        >
          Start capture
        </Button>
        <span className="capture-hint">Public pages only; one capture at a time, 10 a day.</span>
      </div>
    </form>
  );
}

function RunList() {
  const runs = useCaptureRuns();
  if (runs.isPending) return <Skeleton height={72} radius={12} />;
  if (runs.isError) return <p className="muted">Your captures could not be loaded. Try again in a moment.</p>;
  if (runs.data.items.length === 0) return <p className="capture-empty">Nothing captured yet.</p>;
  return (
    <ul className="capture-runs" aria-label="Captures">
      {runs.data.items.map((run) => (
        <RunRow key={run.id} run={run} />
      ))}
    </ul>
  );
}

const STATUS: Record<CaptureRun['status'], { label: string; badge: string }> = {
  queued: { label: 'Waiting', badge: '' },
  running: { label: 'Capturing', badge: 'badge-accent' },
  done: { label: 'Done', badge: 'badge-success' },
  failed: { label: 'Failed', badge: 'badge-warning' },
};

function RunRow({ run }: { run: CaptureRun }) {
  const { user } = useSession();
  // An administrator's list holds everyone's runs: each says whose it is, but one's own.
  const whose = run.requestedBy !== null && run.requestedBy !== user?.email ? run.requestedBy : null;
  const status = STATUS[run.status];
  const where = run.site ?? run.addresses[0] ?? '';
  const { summary } = run;
  return (
    <li className="capture-run" aria-label={`${run.app.title}: ${status.label}`}>
      <div className="capture-run-head">
        <strong className="capture-run-app">
          {run.status === 'done' ? (
            <Link to={paths.app.href(run.app.slug, 'member')}>{run.app.title}</Link>
          ) : (
            run.app.title
          )}
        </strong>
        <span className={`badge ${status.badge}`}>{status.label}</span>
      </div>
      <p className="capture-run-meta">
        <span className="capture-run-where">{where}</span>
        {' · '}
        <time dateTime={run.createdAt}>
          {relativeTime(run.createdAt, Math.max(Date.now(), Date.parse(run.createdAt)))}
        </time>
        {whose ? <> · {whose}</> : null}
      </p>
      {run.status === 'running' ? (
        <div className="capture-progress">
          <progress
            max={Math.max(run.progress.total, 1)}
            value={run.progress.done}
            aria-label="Pages captured"
          />
          <span>
            {run.progress.done} of {plural(run.progress.total, 'page')}
          </span>
        </div>
      ) : null}
      {summary ? (
        <p className="capture-run-summary">
          {plural(summary.pages, 'page')} · {summary.added} added · {summary.updated} changed ·{' '}
          {summary.unchanged} unchanged{summary.gone > 0 ? ` · ${summary.gone} gone` : ''}
          {summary.appVersion > 0 ? ` · version ${summary.appVersion}` : ''}
        </p>
      ) : null}
      {run.error ? <p className="capture-run-error">{run.error}</p> : null}
      {summary && summary.failed.length > 0 ? (
        <ul className="capture-run-failed" aria-label="Pages that failed">
          {summary.failed.map((failure) => (
            <li key={failure.address}>
              <span className="capture-run-where">{failure.address}</span> {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
