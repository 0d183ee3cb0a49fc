import { peerAddressHeader } from '@/server/http/peer-address';

/** The headers of a request whose connection came from `address`, as the server records it. */
export function fromAddress(address: string): Record<string, string> {
  return { [peerAddressHeader()]: address };
}
