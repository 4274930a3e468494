import type { FavoriteType } from '@pageshelf/contracts/favorites';
import { permissionsOf } from '@pageshelf/domain/tiers';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { useSession } from '#lib/auth';
import { MESSAGES } from '#lib/messages';
import { openModal } from '#lib/modals';
import { toast } from '#lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/toggle-favorite';
import './favorites.css';

const FAVORITES_PAYWALL_MESSAGE =
  'Favorites are part of Pro: keep the screens, flows, components and apps you like in one place.';

/**
 * Marks an item as favourite, a Pro feature (spec section 6): visitors are asked to sign up first, free
 * members are shown the paywall. The server refuses the same (`premium_required`) whatever the button does.
 */
export function FavoriteButton({ type, id, label }: { type: FavoriteType; id: number; label: string }) {
  const { signedIn, viewer } = useSession();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const on = favorites.data?.[type].includes(id) ?? false;

  return (
    <Button
      variant="secondary"
      className={on ? 'favorite-on' : ''}
      aria-pressed={on}
      loading={setFavorite.isPending}
      icon={<Icon name="heart" size={16} />}
      onClick={() => {
        if (!signedIn) {
          toast.info(MESSAGES.signUpToContinue);
          openModal({ type: 'auth-prompt', message: MESSAGES.signUpToContinue });
          return;
        }
        if (!permissionsOf(viewer).favorite) {
          openModal({ type: 'paywall', message: FAVORITES_PAYWALL_MESSAGE });
          return;
        }
        setFavorite.mutate({ type, id, favorite: !on });
      }}
    >
      {on ? 'Favorited' : 'Favorite'}
      <span className="visually-hidden"> {label}</span>
    </Button>
  );
}
