import { Button, ButtonLink } from '#components/ui/button';
import { Modal } from '#components/ui/modal';
import { paths } from '#config/paths';
import { closeModal } from '#lib/modals';
import { PricingTable } from './pricing-table';
import { Upsell, useUpsellEvents } from './upsell';

export function PricingModal() {
  return (
    <Modal
      title="Plans"
      description="Start free. Upgrade when the library becomes part of your week."
      size="lg"
      className="pricing-modal"
      onClose={closeModal}
    >
      <PricingTable compact />
    </Modal>
  );
}

/** For a signed-in free user who reached a Pro feature. */
export function PaywallModal({ message }: { message?: string }) {
  const onUpgrade = useUpsellEvents('paywall');
  return (
    <Modal title="Unlock everything with Pro" size="md" onClose={closeModal}>
      <Upsell message={message ?? 'This is part of Pageshelf Pro.'} onUpgrade={onUpgrade} />
    </Modal>
  );
}

/** For a visitor: an account comes first, Pro after. */
export function VisitorPaywallModal() {
  const onUpgrade = useUpsellEvents('visitor paywall');
  return (
    <Modal
      title="Create a free account to keep going"
      description="Free accounts browse more of the library and can search it every day."
      size="sm"
      onClose={closeModal}
    >
      <div className="upsell-actions">
        <ButtonLink
          variant="primary"
          size="lg"
          block
          to={paths.auth.href(window.location.pathname)}
          onClick={closeModal}
        >
          Sign up free
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          size="lg"
          block
          to={paths.pricing.href()}
          onClick={() => {
            onUpgrade();
            closeModal();
          }}
        >
          See Pro
        </ButtonLink>
      </div>
    </Modal>
  );
}

/** The search quota: the domain's message, and the way out. */
export function SearchLimitModal({ message }: { message: string }) {
  const onUpgrade = useUpsellEvents('search limit');
  return (
    <Modal title="Daily searches" size="md" onClose={closeModal}>
      <Upsell message={message} onUpgrade={onUpgrade} />
      <p className="muted" style={{ marginTop: 16, fontSize: 13 }}>
        Your searches come back 24 hours after the first one of the day.{' '}
        <Button variant="ghost" size="sm" onClick={closeModal}>
          Not now
        </Button>
      </p>
    </Modal>
  );
}
