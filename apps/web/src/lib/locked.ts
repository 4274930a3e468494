/** What a library item (a screen, a component, a flow's step) says about its picture. */
interface ItemPicture {
  is_restricted: boolean;
  image: { full: string | null };
}

/**
 * Whether an item is locked here: the API sent a restricted item without its full image (the viewer is
 * not Pro), so it is drawn blurred and previous/next step over it.
 */
export const isLocked = (item: ItemPicture) => item.is_restricted && item.image.full === null;
