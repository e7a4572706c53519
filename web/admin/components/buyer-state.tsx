// A buyer's state (Active or Paused) and the one-click change of it, shared by the list and a buyer's page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAnnounce } from '../lib/announcer.tsx';
import { updateBuyer, type Buyer } from '../lib/buyers-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** Active or Paused, as a badge. */
export function BuyerState({ buyer }: { buyer: Pick<Buyer, 'active'> }) {
  return <StatusBadge status={buyer.active ? 'delivered' : 'not_configured'} label={buyer.active ? 'Active' : 'Paused'} />;
}

/** Pause or activate: the server refuses to activate a name that is not on the partner list, and says so. */
export function useToggleActive(buyer: Buyer) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  return useMutation({
    mutationFn: () => updateBuyer(buyer.id, { active: !buyer.active }),
    onSuccess: async (b) => {
      queryClient.setQueryData(['buyer', b.id], b);
      await queryClient.invalidateQueries({ queryKey: ['buyers'] });
      announce(`${b.name} ${b.active ? 'activated' : 'paused'}`);
    },
  });
}
