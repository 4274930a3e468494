import type { SearchAllowance } from '#lib/search-allowance';
import './search-page.css';

/** "5 of 8 searches left today": a free member's count, read out when it changes. */
export function SearchesLeft({ allowance, className }: { allowance: SearchAllowance; className?: string }) {
  return (
    <output aria-label="Searches left today" className={className}>
      {allowance.remaining} of {allowance.limit} searches left today
    </output>
  );
}
