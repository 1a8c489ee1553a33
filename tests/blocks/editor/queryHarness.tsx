/**
 * The editor's query cache for a test (editor/app/ui/queries.ts): a fresh one each time, and the
 * provider to render with it, as the editor's entry (editor/app/main.tsx) renders the app.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../editor/app/ui/queries';

export function withQueries() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}
