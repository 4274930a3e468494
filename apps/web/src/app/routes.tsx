import { Navigate, Route } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import {
  AuthLayout,
  BlankLayout,
  ContentLayout,
  DefaultLayout,
  HomepageLayout,
} from '#components/layouts/layouts';
import { paths } from '#config/paths';
import { lazyNamed as page } from '#lib/lazy-named';
import { Guard } from './guard';

const home = () => import('./routes/home');
const auth = () => import('./routes/auth');
const screens = () => import('./routes/screens');
const flows = () => import('./routes/flows');
const components = () => import('./routes/components');
const apps = () => import('./routes/apps');
const content = () => import('./routes/content');
const account = () => import('./routes/account');
const favorites = () => import('./routes/favorites');
const collections = () => import('./routes/collections');
const search = () => import('./routes/search');
const infinite = () => import('./routes/infinite');

const HomeRoute = page(home, 'HomeRoute');
const PricingRoute = page(home, 'PricingRoute');
const AuthRoute = page(auth, 'AuthRoute');
const MagicRoute = page(auth, 'MagicRoute');
const IndexOldRoute = page(auth, 'IndexOldRoute');
const ScreensRoute = page(screens, 'ScreensRoute');
const PagesChildRoute = page(screens, 'PagesChildRoute');
const MemberScreenRoute = page(screens, 'MemberScreenRoute');
const SimilarScreensRoute = page(screens, 'SimilarScreensRoute');
const FlowsRoute = page(flows, 'FlowsRoute');
const FlowsChildRoute = page(flows, 'FlowsChildRoute');
const MemberFlowRoute = page(flows, 'MemberFlowRoute');
const ComponentsRoute = page(components, 'ComponentsRoute');
const ComponentsChildRoute = page(components, 'ComponentsChildRoute');
const MemberComponentRoute = page(components, 'MemberComponentRoute');
const ComponentTagsRoute = page(components, 'ComponentTagsRoute');
const ComponentTagRoute = page(components, 'ComponentTagRoute');
const TagsRoute = page(components, 'TagsRoute');
const TagRoute = page(components, 'TagRoute');
const AppsRoute = page(apps, 'AppsRoute');
const AppCategoryRoute = page(apps, 'AppCategoryRoute');
const AppPageLayout = page(apps, 'AppPageLayout');
const AppScreensTab = page(apps, 'AppScreensTab');
const AppFlowsTab = page(apps, 'AppFlowsTab');
const AppMarketingTab = page(apps, 'AppMarketingTab');
const AppComponentsTab = page(apps, 'AppComponentsTab');
const AppVisitRoute = page(apps, 'AppVisitRoute');
const BlogRoute = page(content, 'BlogRoute');
const BlogPostRoute = page(content, 'BlogPostRoute');
const GlossaryRoute = page(content, 'GlossaryRoute');
const GlossaryTermRoute = page(content, 'GlossaryTermRoute');
const InterviewsRoute = page(content, 'InterviewsRoute');
const InterviewRoute = page(content, 'InterviewRoute');
const AboutRoute = page(content, 'AboutRoute');
const AffiliateRoute = page(content, 'AffiliateRoute');
const ChangelogRoute = page(content, 'ChangelogRoute');
const LegalsRoute = page(content, 'LegalsRoute');
const ShipRoute = page(content, 'ShipRoute');
const ThankYouRoute = page(content, 'ThankYouRoute');
const SitemapRoute = page(content, 'SitemapRoute');
const SitemapXmlRoute = page(content, 'SitemapXmlRoute');
const SettingsLayout = page(account, 'SettingsLayout');
const AccountSettings = page(account, 'AccountSettings');
const TeamSettings = page(account, 'TeamSettings');
const PlanSettings = page(account, 'PlanSettings');
const SubscriptionSettings = page(account, 'SubscriptionSettings');
const NotificationSettings = page(account, 'NotificationSettings');
const ApiKeySettings = page(account, 'ApiKeySettings');
const CaptureSettings = page(account, 'CaptureSettings');
const CheckoutRoute = page(account, 'CheckoutRoute');
const OnboardingStartRoute = page(account, 'OnboardingStartRoute');
const OnboardingShareRoute = page(account, 'OnboardingShareRoute');
const OnboardingUpgradeRoute = page(account, 'OnboardingUpgradeRoute');
const UnlockLibraryRoute = page(account, 'UnlockLibraryRoute');
const InvitationRoute = page(account, 'InvitationRoute');
const SearchRoute = page(search, 'SearchRoute');
const FavoritesRoute = page(favorites, 'FavoritesRoute');
const CollectionsRoute = page(collections, 'CollectionsRoute');
const CollectionRoute = page(collections, 'CollectionRoute');
const SharedCollectionRoute = page(collections, 'SharedCollectionRoute');
const InfiniteRoute = page(infinite, 'InfiniteRoute');

/** The app page and its tabs, at `/apps/{appSlug}` and `/n/apps/{appSlug}`. */
const appPage = (base: string) => (
  <Route path={`${base}/:appSlug`} element={<AppPageLayout />}>
    <Route index element={<AppScreensTab />} />
    <Route path="flows" element={<AppFlowsTab />} />
    <Route path="marketing" element={<AppMarketingTab />} />
    <Route path="components" element={<AppComponentsTab />} />
  </Route>
);

/**
 * Every route of spec section 2 with its layout. Each layout wraps its pages in the Guard, the one
 * place where access rules are checked.
 */
export const appRoutes = (
  <>
    <Route element={<HomepageLayout />}>
      <Route element={<Guard />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.pricing.pattern} element={<PricingRoute />} />
      </Route>
    </Route>

    <Route element={<AuthLayout />}>
      <Route path={paths.auth.pattern} element={<AuthRoute />} />
    </Route>

    <Route element={<BlankLayout />}>
      <Route element={<Guard />}>
        <Route path={paths.magic.pattern} element={<MagicRoute />} />
        <Route path={paths.invitation.pattern} element={<InvitationRoute />} />
        <Route path={paths.indexOld.pattern} element={<IndexOldRoute />} />
        <Route path={paths.ship.pattern} element={<ShipRoute />} />
        <Route path={paths.legals.pattern} element={<LegalsRoute />} />
        <Route path={paths.infinite.pattern} element={<InfiniteRoute />} />
        <Route path={paths.checkout.pattern} element={<CheckoutRoute />} />
        <Route path={paths.onboarding.pattern} element={<OnboardingStartRoute />} />
        <Route path={`${paths.onboarding.pattern}/share`} element={<OnboardingShareRoute />} />
        <Route path={`${paths.onboarding.pattern}/upgrade`} element={<OnboardingUpgradeRoute />} />
        <Route path={paths.appVisit.pattern.public} element={<AppVisitRoute />} />
        <Route path={paths.appVisit.pattern.member} element={<AppVisitRoute />} />
        <Route path={paths.sitemapXml.pattern} element={<SitemapXmlRoute />} />
      </Route>
    </Route>

    <Route element={<ContentLayout />}>
      <Route element={<Guard />}>
        <Route path={paths.blog.pattern} element={<BlogRoute />} />
        <Route path={paths.blogPost.pattern} element={<BlogPostRoute />} />
        <Route path={paths.glossary.pattern} element={<GlossaryRoute />} />
        <Route path={paths.glossaryTerm.pattern} element={<GlossaryTermRoute />} />
        <Route path={paths.interviews.pattern} element={<InterviewsRoute />} />
        <Route path={paths.interview.pattern} element={<InterviewRoute />} />
        <Route path={paths.about.pattern} element={<AboutRoute />} />
        <Route path={paths.affiliate.pattern} element={<AffiliateRoute />} />
        <Route path={paths.changelog.pattern} element={<ChangelogRoute />} />
        <Route path={paths.sitemap.pattern} element={<SitemapRoute />} />
        <Route path={paths.thankYou.pattern} element={<ThankYouRoute />} />
      </Route>
    </Route>

    <Route element={<DefaultLayout />}>
      <Route element={<Guard />}>
        <Route path={paths.screens.pattern.public} element={<ScreensRoute />} />
        <Route path={paths.screensChild.pattern} element={<PagesChildRoute />} />
        <Route path={paths.flows.pattern.public} element={<FlowsRoute />} />
        <Route path={paths.flowsChild.pattern} element={<FlowsChildRoute />} />
        <Route path={paths.components.pattern.public} element={<ComponentsRoute />} />
        <Route path={paths.componentTags.pattern} element={<ComponentTagsRoute />} />
        <Route path={paths.componentTag.pattern} element={<ComponentTagRoute />} />
        <Route path={paths.componentsChild.pattern} element={<ComponentsChildRoute />} />
        <Route path={paths.apps.pattern.public} element={<AppsRoute />} />
        <Route path={paths.appCategory.pattern} element={<AppCategoryRoute />} />
        {appPage('/apps')}
        <Route path={paths.tags.pattern} element={<TagsRoute />} />
        <Route path={paths.tag.pattern} element={<TagRoute />} />
        <Route path={paths.sharedCollection.pattern} element={<SharedCollectionRoute />} />

        <Route path={paths.member.pattern} element={<Navigate to={paths.screens.href('member')} replace />} />
        <Route path={paths.screens.pattern.member} element={<ScreensRoute />} />
        <Route path={paths.screen.pattern.member} element={<MemberScreenRoute />} />
        <Route path={paths.similarScreens.pattern} element={<SimilarScreensRoute />} />
        <Route path={paths.flows.pattern.member} element={<FlowsRoute />} />
        <Route path={paths.flow.pattern.member} element={<MemberFlowRoute />} />
        <Route path={paths.components.pattern.member} element={<ComponentsRoute />} />
        <Route path={paths.component.pattern.member} element={<MemberComponentRoute />} />
        <Route path={paths.apps.pattern.member} element={<AppsRoute />} />
        {appPage('/n/apps')}

        <Route path={paths.settings.pattern} element={<SettingsLayout />}>
          <Route index element={<AccountSettings />} />
          <Route path="team" element={<TeamSettings />} />
          <Route path="plans" element={<PlanSettings />} />
          <Route path="subscription" element={<SubscriptionSettings />} />
          <Route path="notifications" element={<NotificationSettings />} />
          <Route path="api-keys" element={<ApiKeySettings />} />
          <Route path="capture" element={<CaptureSettings />} />
        </Route>
        <Route path={paths.unlockLibrary.pattern} element={<UnlockLibraryRoute />} />
        <Route path={paths.search.pattern} element={<SearchRoute />} />
        <Route path={paths.favorites.pattern} element={<FavoritesRoute />} />
        <Route path={paths.favoritesOfKind.pattern} element={<FavoritesRoute />} />
        <Route path={paths.collections.pattern} element={<CollectionsRoute />} />
        <Route path={paths.collection.pattern} element={<CollectionRoute />} />

        <Route path="*" element={<NotFound />} />
      </Route>
    </Route>
  </>
);
