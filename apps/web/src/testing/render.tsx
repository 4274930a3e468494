import type { Session, SessionUser } from '@pageshelf/contracts/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionQueryOptions } from '#lib/auth';

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'ada@studio.test',
    fullname: 'Ada Lovelace',
    isPremium: false,
    planType: 'free',
    createdAt: '2026-01-02T10:00:00.000Z',
    role: 'user',
    teamId: null,
    teamSize: 1,
    searchLimit: 8,
    searchCount: 0,
    ...overrides,
  };
}

export function testQueryClient(session: Session | null = { authenticated: false, user: null }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (session) client.setQueryData(sessionQueryOptions().queryKey, session);
  return client;
}

/** Renders inside a memory router at `path` (matched by `pattern`) with a query client. */
export function renderAt(
  ui: ReactNode,
  {
    path = '/',
    pattern = '*',
    client = testQueryClient(),
  }: { path?: string; pattern?: string; client?: QueryClient } = {},
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
