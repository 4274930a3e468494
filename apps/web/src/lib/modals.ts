import type { CollectionItemType } from '@pageshelf/contracts/collections';
import { createStore, useStore } from './store';

/**
 * The modals opened through the store: ten of the thirteen of the spec. The three previews (screen,
 * flow, component) are opened by navigating to their address with a background location; one host
 * (app/modal-host.tsx) renders all thirteen.
 */
export type ModalRequest =
  | { type: 'pricing' }
  | { type: 'feedback' }
  | { type: 'delete-account' }
  | {
      type: 'save-to-collection';
      /** What is saved: an item of the library by kind and id, and how the dialog names it. */
      item: { type: CollectionItemType; id: number; label: string };
    }
  | { type: 'collection-settings'; collectionUuid: string }
  | { type: 'paywall'; message?: string }
  | { type: 'auth-prompt'; message?: string; redirectTo?: string }
  | { type: 'visitor-paywall' }
  | { type: 'search-limit'; message: string }
  | { type: 'command-palette'; query?: string };

export const modalStore = createStore<ModalRequest | null>(null);

export function openModal(request: ModalRequest): void {
  modalStore.set(request);
}

export function closeModal(): void {
  modalStore.set(null);
}

export function useOpenModal(): ModalRequest | null {
  return useStore(modalStore);
}
