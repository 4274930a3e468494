import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { browserRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider {...(queryClient ? { queryClient } : {})}>
      <RouterProvider router={browserRouter()} />
    </AppProvider>
  );
}
