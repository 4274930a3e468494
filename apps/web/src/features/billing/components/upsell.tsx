import { formatMoney, planPrice } from '@pageshelf/domain/billing';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { captureEvent } from '#lib/analytics';
import { useSession } from '#lib/auth';
import { closeModal } from '#lib/modals';
import { PlanPoints } from './plan-points';
import { PRO_SUMMARY } from './plans';
import './billing.css';

/** Records the viewed event on show and the dismissed event when closed without upgrading. */
export function useUpsellEvents(name: 'paywall' | 'search limit' | 'visitor paywall') {
  const upgraded = useRef(false);
  useEffect(() => {
    captureEvent(`${name} viewed`);
    return () => {
      if (!upgraded.current) captureEvent(`${name} dismissed`);
    };
  }, [name]);
  return () => {
    upgraded.current = true;
  };
}

interface UpsellProps {
  message: string;
  onUpgrade?: () => void;
}

/** The Pro pitch used by the paywall modal and the paywall page. */
export function Upsell({ message, onUpgrade }: UpsellProps) {
  const { signedIn } = useSession();
  const plan = 'pro-yearly';
  const checkout = paths.checkout.href(plan);
  return (
    <div className="upsell">
      <span className="icon-tile pro-art">
        <Icon name="sparkles" size={26} />
      </span>
      <p className="upsell-message">{message}</p>
      <PlanPoints points={PRO_SUMMARY} className="list-stack upsell-points" />
      <div className="upsell-actions">
        <ButtonLink
          variant="primary"
          size="lg"
          to={signedIn ? checkout : paths.auth.href(checkout)}
          onClick={() => {
            onUpgrade?.();
            closeModal();
          }}
        >
          Upgrade to Pro — from {formatMoney(planPrice(plan).perSeatPerMonth)}/month
        </ButtonLink>
        <ButtonLink variant="ghost" size="lg" to={paths.pricing.href()} onClick={closeModal}>
          Compare plans
        </ButtonLink>
      </div>
    </div>
  );
}
