import { AppCard } from '#features/apps/components/app-card';
import { FlowCard } from '#features/flows/components/flow-card';
import { ScreenMasonry } from '#features/screens/components/screen-masonry';
import { SearchPage, type SearchViews } from '#features/search/routes/search-page';
import { ComponentMasonry } from '#features/ui-components/components/component-masonry';

/** What the search page finds, drawn by the features each kind belongs to. */
const views: SearchViews = {
  appCard: (app) => <AppCard app={app} />,
  flowCard: (flow) => <FlowCard flow={flow} />,
  screens: (props) => <ScreenMasonry {...props} />,
  components: (props) => <ComponentMasonry {...props} />,
};

/** `/search` and `/search?by=picture` (see SearchPage). */
export function SearchRoute() {
  return <SearchPage views={views} />;
}
