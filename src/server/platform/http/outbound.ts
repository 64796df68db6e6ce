/**
 * The one guard of every outbound request (the SEO audit's fetches, webhooks, anything later):
 * only public unicast addresses may be contacted (DESIGN.md "Outside world"). The check runs
 * where the connection is made (a `lookup` hook on the undici Agent of `outboundAgent`), so a DNS
 * name that resolves to a private address, DNS rebinding and redirects to private hosts are all
 * refused in one place; IP literals (which skip DNS) are checked before each hop
 * (`assertAllowedHost`). IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4,
 * Teredo) are judged by the IPv4 they carry.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent } from 'undici';

/** A target that resolves to a loopback, private, link-local, unique-local… address. */
class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`adresse non publique refusée : ${address}`);
    this.name = 'PrivateAddressError';
  }
}

const v4 = (high: number, low: number) => ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]) as ipaddr.IPv4;

/**
 * The IPv4 addresses an IPv6 address carries, by the form it has: IPv4-mapped (`::ffff:0:0/96`),
 * IPv4-compatible (`::/96`), NAT64 (`64:ff9b::/96`), 6to4 (`2002::/16`), Teredo (`2001::/32`: the
 * server and the client, whose bits are inverted); null for a plain IPv6 address, 'refused' for
 * the local-use NAT64 prefix (`64:ff9b:1::/48`, RFC 8215: never a public destination).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | 'refused' | null {
  const p = address.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && p[5] === 0xffff) return [v4(p[6]!, p[7]!)];
  if (zeros(0, 6)) return [v4(p[6]!, p[7]!)];
  if (p[0] === 0x64 && p[1] === 0xff9b) {
    if (p[2] === 1) return 'refused';
    if (zeros(2, 6)) return [v4(p[6]!, p[7]!)];
  }
  if (p[0] === 0x2002) return [v4(p[1]!, p[2]!)];
  if (p[0] === 0x2001 && p[1] === 0) return [v4(p[2]!, p[3]!), v4(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
  return null;
}

/**
 * Site-local IPv6 (`fec0::/10`, RFC 3879): deprecated, yet still routed inside some networks, and
 * ipaddr.js counts it as plain unicast.
 */
const isSiteLocal = (address: ipaddr.IPv6) => (address.parts[0]! & 0xffc0) === 0xfec0;

/**
 * True for a public unicast address only: loopback, private (RFC 1918), carrier-grade NAT,
 * link-local, unique-local (fc00::/7), site-local (fec0::/10), multicast, unspecified, reserved and
 * documentation ranges are refused, and an IPv6 address carrying an IPv4 one is refused unless that
 * IPv4 is public.
 */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return ipaddr.IPv4.parse(ip).range() === 'unicast';
  if (family !== 6) return false;
  let address: ipaddr.IPv6;
  try {
    // The URL parser's canonical form first: ipaddr.js reads '::127.0.0.1' as '::ffff:127.0.0.1'.
    address = ipaddr.IPv6.parse(new URL(`http://[${ip}]/`).hostname.slice(1, -1));
  } catch {
    return false;
  }
  const embedded = embeddedIPv4(address);
  if (embedded === 'refused') return false;
  if (embedded) return embedded.every((inner) => inner.range() === 'unicast');
  return address.range() === 'unicast' && !isSiteLocal(address);
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
function guardedLookup(allowed: (ip: string) => boolean) {
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

export type OutboundPolicy = {
  /** Tests only (`OUTBOUND_ALLOW_PRIVATE_HOSTS`): no address check at all. */
  allowPrivateHosts: boolean;
  /** Which resolved addresses may be contacted (public unicast only by default; tests narrow it). */
  addressPolicy?: (ip: string) => boolean;
};

/**
 * The HTTP agent of every outbound request: connect, headers and body timeouts of `timeoutMs`,
 * and the address check at connection time. Close it (`agent.close()`) when done.
 */
export function outboundAgent(policy: OutboundPolicy & { timeoutMs: number }): Agent {
  const allowed = policy.addressPolicy ?? isPublicAddress;
  return new Agent({
    connect: policy.allowPrivateHosts ? { timeout: policy.timeoutMs } : { timeout: policy.timeoutMs, lookup: guardedLookup(allowed) },
    headersTimeout: policy.timeoutMs,
    bodyTimeout: policy.timeoutMs,
  });
}

/** Throws `PrivateAddressError` when `url`'s host is an IP literal the policy refuses (literals skip DNS). */
export function assertAllowedHost(url: URL, policy: OutboundPolicy): void {
  if (policy.allowPrivateHosts) return;
  const literal = ipLiteral(url.hostname);
  if (literal && !(policy.addressPolicy ?? isPublicAddress)(literal)) throw new PrivateAddressError(literal);
}

/** True when `error` is, or was caused by, a refused address. */
export function isPrivateAddressError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (current instanceof PrivateAddressError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
