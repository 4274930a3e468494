import type { Category } from '@pageshelf/contracts/content';
import { platformTitle } from '@pageshelf/domain/categories';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { FREE_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '#components/ui/button';
import { Icon, type IconName } from '#components/ui/icon';
import { paths } from '#config/paths';
import { shortDate } from '#lib/capture-dates';
import { formatCount } from '#lib/format-count';
import { useLibraryStats } from '#lib/library-stats';
import { openModal } from '#lib/modals';
import { useShowcaseApps } from '../api/get-showcase-apps';
import { useShowcaseScreens } from '../api/get-showcase-screens';
import { ScreenMarquee } from './screen-marquee';
import './home.css';

const PILLARS: { icon: IconName; title: string; body: string; to: string; cta: string }[] = [
  {
    icon: 'grid',
    title: 'Screens',
    body: 'Every screen of every app, sorted by pattern — sign-up, paywall, checkout, empty states and 20 more.',
    to: paths.screens.href('public'),
    cta: 'Browse screens',
  },
  {
    icon: 'flow',
    title: 'User flows',
    body: 'Whole sequences in order: onboarding, logging in, upgrading. See what happens between the screens.',
    to: paths.flows.href('public'),
    cta: 'Browse flows',
  },
  {
    icon: 'component',
    title: 'UI components',
    body: 'Tab bars, cards, dialogs and buttons cut out of real products, to compare the details side by side.',
    to: paths.components.href('public'),
    cta: 'Browse components',
  },
];

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The home page: what Pageshelf is, a live look at the library, and the plans. */
export function HomePage({ patterns }: { patterns: readonly Category[] | undefined }) {
  const screens = useShowcaseScreens();
  const apps = useShowcaseApps();
  const items = screens.data?.items;
  const rows = useMemo(
    () => (items ? [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)] : undefined),
    [items],
  );
  // Logos in random order, once per visit: shuffled once the browser has the page (the server's page,
  // which the browser takes over as it is, lists them in the library's order).
  const [shuffle, setShuffle] = useState(false);
  useEffect(() => setShuffle(true), []);
  const logos = useMemo(
    () => (apps.data ? (shuffle ? shuffled(apps.data.items) : apps.data.items).slice(0, 18) : []),
    [apps.data, shuffle],
  );
  // The apps redesigned most recently, from the same page of apps (no call of its own: a visitor's home
  // costs no more views for it).
  const redesigned = useMemo(
    () =>
      (apps.data?.items ?? [])
        .filter((app) => app.redesignedAt !== null)
        .sort((a, b) => (b.redesignedAt ?? '').localeCompare(a.redesignedAt ?? ''))
        .slice(0, 6),
    [apps.data],
  );
  // The library's own figures (a page of apps holds at most 24 of them for a visitor).
  const stats = useLibraryStats();
  const appTotal = stats.data?.apps;
  const screenTotal = stats.data?.screens;

  return (
    <div className="home">
      <section className="hero page" aria-labelledby="hero-title">
        <p className="hero-badge">
          <span className="hero-dot" aria-hidden="true" />
          {screenTotal && appTotal
            ? `${formatCount(screenTotal)} screens from ${appTotal} apps, updated weekly`
            : 'A library of real app screens, updated weekly'}
        </p>
        <h1 id="hero-title" className="hero-title">
          See how the best apps <span className="hero-accent">solved it</span> before you design it.
        </h1>
        <p className="hero-lede">
          Pageshelf collects real screens, user flows and UI components from shipped products — searchable by
          pattern, by industry and by the words on the screen.
        </p>
        <div className="hero-actions">
          <ButtonLink
            to={paths.screens.href('public')}
            variant="primary"
            size="lg"
            icon={<Icon name="grid" size={18} />}
          >
            Browse the library
          </ButtonLink>
          <ButtonLink to={paths.auth.href()} variant="secondary" size="lg">
            Create a free account
          </ButtonLink>
        </div>
        <p className="hero-note">Free to browse. No credit card.</p>
      </section>

      {/* Placeholders while the screens come; no strip at all when none can be shown (never grey for good). */}
      {screens.isError || items?.length === 0 ? null : (
        <div className="hero-strip">
          <ScreenMarquee screens={rows?.[0]} label="Recently added screens" />
          <ScreenMarquee screens={rows?.[1]} direction="right" label="More recently added screens" />
        </div>
      )}

      {logos.length > 0 ? (
        <section className="page logo-wall" aria-labelledby="logos-title">
          <h2 id="logos-title" className="logo-wall-title">
            Apps in the library
          </h2>
          <ul>
            {logos.map((app) => (
              <li key={app.id}>
                <Link to={paths.app.href(app.slug, 'public')} title={app.title}>
                  <img src={app.logo} alt={app.title} width={44} height={44} loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {redesigned.length > 0 ? (
        <section className="page redesigned-row" aria-labelledby="redesigned-title">
          <div className="redesigned-head">
            <h2 id="redesigned-title" className="section-heading">
              Recently redesigned
            </h2>
            <Link to={paths.apps.href('public', 'sort=redesigned')} className="pillar-link">
              All redesigns <Icon name="arrowRight" size={16} />
            </Link>
          </div>
          <p className="muted redesigned-lede">
            Every capture is kept: Pro members compare an app's screens before and after, change by change.
          </p>
          <ul className="redesigned-list">
            {redesigned.map((app) => (
              <li key={app.id}>
                <Link className="card card-link redesigned-app" to={paths.app.href(app.slug, 'public')}>
                  <img
                    className="redesigned-logo"
                    src={app.logo}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                  <span>
                    <strong>{app.title}</strong>
                    <span className="muted">
                      Redesigned{' '}
                      <time dateTime={app.redesignedAt ?? ''}>{shortDate(app.redesignedAt ?? '')}</time> ·{' '}
                      {platformTitle(app.platform)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="page pillars" aria-labelledby="pillars-title">
        <h2 id="pillars-title" className="section-heading">
          Everything around the screen you're designing
        </h2>
        <ul className="pillar-grid">
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className="card stack pillar">
              <span className="icon-tile pillar-icon">
                <Icon name={pillar.icon} size={22} />
              </span>
              <h3>{pillar.title}</h3>
              <p>{pillar.body}</p>
              <Link to={pillar.to} className="pillar-link">
                {pillar.cta} <Icon name="arrowRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {patterns && patterns.length > 0 ? (
        <section className="page patterns" aria-labelledby="patterns-title">
          <div className="patterns-copy">
            <p className="eyebrow">Find the answer, not just inspiration</p>
            <h2 id="patterns-title" className="section-heading">
              Start from the pattern you're stuck on
            </h2>
            <p className="muted">
              Each screen is tagged with its patterns and the text on it, so “how do others ask for
              notifications?” is one click away.
            </p>
          </div>
          <ul className="tag-cloud pattern-cloud">
            {patterns.slice(0, 16).map((pattern) => (
              <li key={pattern.id}>
                <Link className="chip" to={paths.screenCategory.href(pattern.slug)}>
                  {pattern.title}
                  <span className="chip-count">{pattern.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="page plans-teaser" aria-labelledby="plans-title">
        <div className="card plans-teaser-card">
          <div>
            <p className="eyebrow">Plans</p>
            <h2 id="plans-title" className="section-heading">
              Free to start. Pro when it's part of your week.
            </h2>
            <p className="muted">
              A free account browses {FREE_VISIT_LIMIT} pages and makes {FREE_SEARCH_LIMIT} searches a day.
              Pro unlocks every screen, unlimited search, favorites and team collections.
            </p>
          </div>
          <div className="plans-teaser-actions">
            <ButtonLink to={paths.pricing.href()} variant="dark" size="lg">
              Compare plans
            </ButtonLink>
            <button
              type="button"
              className="btn btn-ghost btn-lg"
              onClick={() => openModal({ type: 'command-palette' })}
            >
              <Icon name="command" size={16} /> Try the command palette
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
