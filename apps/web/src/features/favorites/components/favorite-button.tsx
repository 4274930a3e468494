import type { FavoriteType } from '@pageshelf/contracts/favorites';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useSession } from '../../../lib/auth';
import { MESSAGES } from '../../../lib/messages';
import { openModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/toggle-favorite';
import './favorites.css';

/** Marks an item as favourite; visitors are asked to sign up first. */
export function FavoriteButton({ type, id, label }: { type: FavoriteType; id: number; label: string }) {
  const { signedIn } = useSession();
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
        setFavorite.mutate({ type, id, favorite: !on });
      }}
    >
      {on ? 'Favorited' : 'Favorite'}
      <span className="visually-hidden"> {label}</span>
    </Button>
  );
}
