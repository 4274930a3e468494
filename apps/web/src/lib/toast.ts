import { TOASTS } from '@pageshelf/domain/constants';
import { createStore, useStore } from './store';

export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** The visible toasts, oldest first; never more than TOASTS.maxVisible (the oldest gives way). */
export const toastStore = createStore<readonly Toast[]>([]);

let nextId = 1;

function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  toastStore.set((current) => {
    // The same message twice in a row (e.g. two failing calls) shows once.
    const withoutDuplicate = current.filter((toast) => !(toast.kind === kind && toast.message === message));
    return [...withoutDuplicate, { id, kind, message }].slice(-TOASTS.maxVisible);
  });
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((current) => current.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  toastStore.set([]);
}

export const toast = {
  success: (message: string) => push('success', message),
  info: (message: string) => push('info', message),
  error: (message: string) => push('error', message),
};

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
