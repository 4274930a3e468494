import { Navigate } from 'react-router';
import { PageFallback } from '#components/layouts/layouts';
import { PageHeader } from '#components/ui/page-header';
import { paths } from '#config/paths';
import { PricingTable } from '#features/billing/components/pricing-table';
import { useCategories } from '#features/filters/api/get-categories';
import { HomePage } from '#features/home/components/home-page';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';

/** `/`: the home page for visitors; signed-in people go straight to the library. */
export function HomeRoute() {
  const { status, signedIn } = useSession();
  const patterns = useCategories('pattern');
  if (status === 'pending') return <PageFallback />;
  if (signedIn) return <Navigate to={paths.screens.href('member')} replace />;
  return <HomePage patterns={patterns.data?.items} />;
}

/** `/pricing` (homepage layout) */
export function PricingRoute() {
  useDocumentTitle('Pricing');
  return (
    <div className="page pricing-page">
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for the whole library"
        lede="Browse for free. Pro opens every screen, unlimited search and collections; Team gives a Pro seat to everyone you work with."
      />
      <PricingTable headingLevel={2} />
    </div>
  );
}
