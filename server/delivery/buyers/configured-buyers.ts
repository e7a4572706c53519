// The buyers this server delivers to. While no buyer is configured in the database, LEAD_FORWARD_URL (when
// set) is the one buyer: the contractor network, id `network`, as sections 4 and 5 of the contract have
// always described it. Without it there is no buyer and leads are held (not_configured).
import type { Config } from '../../config.ts';
import type { Buyer } from './buyer.ts';
import { networkBuyer } from './network-buyer.ts';

export function configuredBuyers(config: Pick<Config, 'forwardUrl'>): Buyer[] {
  return config.forwardUrl === undefined ? [] : [networkBuyer(config.forwardUrl)];
}
