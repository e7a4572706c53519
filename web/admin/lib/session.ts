// Who is signed in, for the pages that show or hide what a role may do. The server decides (403);
// hiding a button a viewer may not press only spares them a refusal.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Me } from '#domain/console-api.ts';

export const MeContext = createContext<Me | null>(null);

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the signed-in console');
  return me;
}

export const useIsAdmin = () => useMe().role === 'admin';

/**
 * The session is over (signed out, expired, revoked): forget every answer this browser holds (they carry
 * personal data) and mark nobody signed in, which brings back the sign-in page.
 */
export function endSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  queryClient.setQueryData(['me'], null);
}
