import type { ScreenDetail } from '@pageshelf/contracts/content';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotFound } from '#components/errors/not-found';
import { paths } from '#config/paths';
import { isNotFound } from '#lib/api-client';
import { useSession } from '#lib/auth';
import { useDocumentTitle } from '#lib/use-document-title';
import { useScreen } from '../api/get-screen';
import { useSimilarScreens } from '../api/get-similar-screens';
import { useScreenNeighbours } from '../hooks/use-screen-neighbours';
import { screenLabel } from './screen-tile';
import { ScreenView } from './screen-view';
import { SimilarScreens } from './similar-screens';

interface ScreenPageProps {
  uuid: string;
  actions?: (screen: ScreenDetail) => ReactNode;
  /** What the app shows below the screen (its history: another feature's). */
  below?: ReactNode;
}

/** A screen opened directly by its address: the full page, with similar screens below. */
export function ScreenPage({ uuid, actions, below }: ScreenPageProps) {
  const { data, error } = useScreen(uuid);
  const neighbours = useScreenNeighbours(uuid, data);
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const similar = useSimilarScreens(uuid, 12);
  useDocumentTitle(data ? screenLabel(data) : null);

  if (isNotFound(error)) return <NotFound />;

  return (
    <div className="page screen-page">
      <h1 className="detail-page-title">{data ? screenLabel(data) : 'Screen'}</h1>
      <div className="card screen-page-card">
        <ScreenView
          screen={data}
          neighbours={neighbours}
          onNavigate={(next) => void navigate(paths.screen.href(next, signedIn ? 'member' : 'public'))}
          {...(actions ? { actions } : {})}
        />
      </div>
      {below}
      <SimilarScreens query={similar} />
    </div>
  );
}
