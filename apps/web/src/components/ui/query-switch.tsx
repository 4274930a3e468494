import { Link, useSearchParams } from 'react-router';
import './query-switch.css';

/**
 * A segmented switch of links, each setting one parameter of the address (`?sort=redesigned`): the
 * address keeps the choice, so the page is shareable and Back returns to the previous one. The first
 * option is the default, written as no parameter at all.
 */
export function QuerySwitch<T extends string>({
  label,
  param,
  value,
  options,
}: {
  /** What the switch chooses ("Order of the apps"), for assistive technology. */
  label: string;
  param: string;
  value: T;
  options: readonly (readonly [T, string])[];
}) {
  const [params] = useSearchParams();
  const fallback = options[0]?.[0];
  const hrefOf = (next: T) => {
    const query = new URLSearchParams(params);
    if (next === fallback) query.delete(param);
    else query.set(param, next);
    // The keyset cursor of another order means nothing in this one.
    query.delete('cursor');
    const text = query.toString();
    return text ? `?${text}` : '?';
  };
  return (
    <nav className="query-switch" aria-label={label}>
      {options.map(([option, text]) =>
        option === value ? (
          <span key={option} className="query-switch-option" aria-current="page">
            {text}
          </span>
        ) : (
          <Link key={option} className="query-switch-option" to={hrefOf(option)}>
            {text}
          </Link>
        ),
      )}
    </nav>
  );
}
