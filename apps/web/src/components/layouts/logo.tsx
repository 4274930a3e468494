import { Link } from 'react-router';

/** The logo, linking home. index.html draws the same before the app starts (keep the two alike). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Pageshelf home">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <rect x="8" y="7" width="7" height="18" rx="2" fill="#fff" />
        <rect x="17" y="7" width="7" height="11" rx="2" fill="#fff" opacity=".75" />
        <rect x="17" y="20" width="7" height="5" rx="2" fill="#fff" opacity=".5" />
      </svg>
      <span className="logo-word">Pageshelf</span>
    </Link>
  );
}
