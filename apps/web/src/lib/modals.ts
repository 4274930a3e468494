import { createStore, useStore } from './store';

/**
 * The modals opened through the store. The three previews (screen, flow, component) are opened by
 * navigating to their address with a background location; the same host renders them.
 */
export type ModalRequest =
  | { type: 'pricing' }
  | { type: 'feedback' }
  | { type: 'delete-account' }
  | { type: 'save-to-collection'; screenUuid: string }
  | { type: 'collection-settings'; collectionUuid: string }
  | { type: 'paywall'; message?: string }
  | { type: 'auth-prompt'; message?: string; redirectTo?: string }
  | { type: 'visitor-paywall' }
  | { type: 'search-limit'; message: string }
  | { type: 'command-palette'; query?: string };

export type ModalType = ModalRequest['type'] | 'screen-preview' | 'flow-preview' | 'component-preview';

/** Every modal of the product (spec section 2), thirteen of them. */
export const MODAL_TYPES: readonly ModalType[] = [
  'pricing',
  'feedback',
  'delete-account',
  'component-preview',
  'screen-preview',
  'flow-preview',
  'save-to-collection',
  'collection-settings',
  'paywall',
  'auth-prompt',
  'visitor-paywall',
  'search-limit',
  'command-palette',
];

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
