/**
 * Address policy of the SEO audit (DESIGN.md "SEO audit"): only public unicast addresses may be
 * fetched. The check runs where the connection is made (a `lookup` hook on the undici Agent),
 * so a DNS name that resolves to a private address, DNS rebinding and redirects to private
 * hosts are all refused in one place; IP literals (which skip DNS) are checked before each hop.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** A target that resolves to a loopback, private, link-local, unique-local… address. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`adresse non publique refusée : ${address}`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * True for a public unicast address only. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as
 * the IPv4 it carries; loopback, private (RFC 1918), carrier-grade NAT, link-local,
 * unique-local (fc00::/7), multicast, unspecified, reserved and translation ranges are refused.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === 'unicast';
}

/** The IP of a URL host name when it is an IP literal ('[::1]' → '::1'), else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect` that resolves like `dns.lookup` and fails with
 * `PrivateAddressError` when any resolved address is refused by `allowed` (public addresses
 * only by default).
 */
export function guardedLookup(allowed: (ip: string) => boolean = isPublicAddress) {
  return function lookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused) return callback(new PrivateAddressError(refused.address) as NodeJS.ErrnoException, []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
