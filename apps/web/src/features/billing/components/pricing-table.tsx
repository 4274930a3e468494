import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { closeModal } from '../../../lib/modals';
import { FREE_SUMMARY, PLAN_FEATURES, PRO_PRICE, PRO_SUMMARY } from './plans';
import './billing.css';

function Check({ value }: { value: string | boolean }) {
  if (value === true) return <Icon name="check" size={18} label="Included" className="plan-yes" />;
  if (value === false) {
    return (
      <span className="plan-no">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not included</span>
      </span>
    );
  }
  return <span>{value}</span>;
}

/** The two plans side by side, then the detailed comparison. */
export function PricingTable({ compact = false }: { compact?: boolean }) {
  const { signedIn, viewer } = useSession();
  const premium = viewer.tier === 'premium';

  return (
    <div className="pricing">
      <div className="plans">
        <article className="plan">
          <h3 className="plan-name">Free</h3>
          <p className="plan-price">
            <span className="plan-amount">$0</span>
          </p>
          <p className="plan-blurb">For a quick look at how others solved it.</p>
          <ul className="plan-points">
            {FREE_SUMMARY.map((point) => (
              <li key={point}>
                <Icon name="check" size={16} /> {point}
              </li>
            ))}
          </ul>
          {signedIn ? (
            <Button variant="secondary" block disabled>
              {premium ? 'Included' : 'Your plan'}
            </Button>
          ) : (
            <ButtonLink variant="secondary" block to={paths.auth.href()} onClick={closeModal}>
              Create a free account
            </ButtonLink>
          )}
        </article>
        <article className="plan plan-pro">
          <h3 className="plan-name">
            Pro <span className="plan-badge">Most popular</span>
          </h3>
          <p className="plan-price">
            <span className="plan-amount">${PRO_PRICE.monthly}</span>{' '}
            <span className="muted">per month, billed yearly</span>
          </p>
          <p className="plan-blurb">For designers and teams who ship every week.</p>
          <ul className="plan-points">
            {PRO_SUMMARY.map((point) => (
              <li key={point}>
                <Icon name="check" size={16} /> {point}
              </li>
            ))}
          </ul>
          {premium ? (
            <Button variant="primary" block disabled>
              Your plan
            </Button>
          ) : (
            <ButtonLink
              variant="primary"
              block
              to={signedIn ? paths.checkout.href('pro') : paths.auth.href(paths.checkout.href('pro'))}
              onClick={closeModal}
            >
              {signedIn ? 'Upgrade to Pro' : 'Get Pro'}
            </ButtonLink>
          )}
        </article>
      </div>
      {compact ? null : (
        <table className="plan-table">
          <caption className="visually-hidden">Free and Pro compared</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Free</th>
              <th scope="col">Pro</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_FEATURES.map((feature) => (
              <tr key={feature.label}>
                <th scope="row">{feature.label}</th>
                <td>
                  <Check value={feature.free} />
                </td>
                <td>
                  <Check value={feature.pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
