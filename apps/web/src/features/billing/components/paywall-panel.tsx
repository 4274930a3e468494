import { useDocumentTitle } from '#lib/use-document-title';
import { Upsell, useUpsellEvents } from './upsell';
import './billing.css';

/** What a guarded Pro page shows to a free user instead of its content. */
export function PaywallPanel({ title, message }: { title: string; message: string }) {
  const onUpgrade = useUpsellEvents('paywall');
  useDocumentTitle(title);
  return (
    <section className="card stack guard-panel" aria-labelledby="paywall-title">
      <h1 id="paywall-title" className="page-title">
        {title}
      </h1>
      <Upsell message={message} onUpgrade={onUpgrade} />
    </section>
  );
}
