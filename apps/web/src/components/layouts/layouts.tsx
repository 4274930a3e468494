import { type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Skeleton } from '../ui/skeleton';
import { Footer } from './footer';
import { Header } from './header';
import { Logo } from './logo';
import './layouts.css';

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** Shown while a lazily loaded page arrives. */
export function PageFallback() {
  return (
    <div className="page page-fallback" role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <Skeleton width={240} height={32} />
      <Skeleton width="50%" />
      <Skeleton height={320} radius={16} />
    </div>
  );
}

function Main({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={['site-main', className ?? ''].filter(Boolean).join(' ')}>
      <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
    </main>
  );
}

/** The library and account pages: header with search, content, footer. */
export function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Main />
      <Footer />
    </>
  );
}

/** The home and pricing pages: the marketing header over a full-width page. */
export function HomepageLayout() {
  return (
    <>
      <SkipLink />
      <Header variant="transparent" />
      <Main className="site-main-home" />
      <Footer />
    </>
  );
}

/** Blog, glossary, interviews, about: a reading column. */
export function ContentLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Main className="site-main-content" />
      <Footer />
    </>
  );
}

/** Sign-in: nothing but the logo and the card. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="auth-layout-head">
        <Logo />
      </header>
      <Main className="auth-layout-main" />
      <footer className="auth-layout-foot">
        <Link to="/legals">Terms &amp; privacy</Link>
      </footer>
    </div>
  );
}

/** Magic links, checkout, onboarding, legal pages: no navigation to leave by accident. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      <SkipLink />
      <header className="blank-layout-head">
        <Logo />
      </header>
      <Main className="blank-layout-main" />
    </div>
  );
}
