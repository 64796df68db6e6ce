/**
 * The one guard of every outbound request (src/server/http/outbound.ts): IPv6 forms that carry an
 * IPv4 address are judged by the address they carry, as the URL parser writes them and as typed.
 */
import { describe, expect, it } from 'vitest';
import { assertAllowedHost, ipLiteral, isPrivateAddressError, isPublicAddress } from '#server/platform/http/outbound';

/** The address as the server sees it in a URL (`[::127.0.0.1]` becomes `::7f00:1`), and as typed. */
const forms = (ip: string) => [ip, ipLiteral(new URL(`http://[${ip}]/`).hostname)!];

describe('outbound address guard: IPv4 inside IPv6', () => {
  it.each([
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['IPv4-compatible metadata', '::169.254.169.254'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:192.168.1.1'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:127.0.0.1'],
    ['NAT64 well-known prefix, loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 well-known prefix, metadata', '64:ff9b::a9fe:a9fe'],
    ['NAT64 local-use prefix, metadata', '64:ff9b:1::a9fe:a9fe'],
    ['NAT64 local-use prefix, public IPv4', '64:ff9b:1::808:808'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private network', '2002:c0a8:101::1'],
    ['Teredo, client 127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['Teredo, server 10.0.0.1', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
  ])('refuses %s (%s)', (_label, ip) => {
    for (const form of forms(ip)) expect(isPublicAddress(form), form).toBe(false);
  });

  it.each([
    ['IPv4-mapped public', '::ffff:93.184.216.34'],
    ['NAT64 well-known prefix of a public IPv4 (DNS64 networks)', '64:ff9b::93.184.216.34'],
    ['6to4 of a public IPv4', '2002:5db8:d822::1'],
    ['Teredo with public server and client', '2001:0:4136:e378:8000:63bf:a247:27dd'],
    ['plain public IPv6', '2606:4700::1111'],
  ])('lets through %s (%s)', (_label, ip) => {
    for (const form of forms(ip)) expect(isPublicAddress(form), form).toBe(true);
  });

  it('refuses what is not an address, and zone ids', () => {
    for (const value of ['', 'localhost', '999.1.1.1', 'fe80::1%eth0', '::ffff:999.0.0.1']) expect(isPublicAddress(value), value).toBe(false);
  });
});

describe('outbound address guard: IPv6 local ranges', () => {
  it.each([
    ['site-local (deprecated, fec0::/10)', 'fec0::1'],
    ['site-local, upper case', 'FEC0::1'],
    ['site-local, a subnet', 'fec0:0:0:ffff::1'],
    ['site-local, inside the range', 'fed0::8'],
    ['site-local, the range’s last address', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['link-local', 'fe80::1'],
    ['unique-local', 'fd00::1'],
    ['loopback', '::1'],
  ])('refuses %s (%s)', (_label, ip) => {
    for (const form of forms(ip)) expect(isPublicAddress(form), form).toBe(false);
  });

  it('refuses a site-local literal before the request (IP literals skip DNS)', () => {
    let refused: unknown = null;
    try {
      assertAllowedHost(new URL('http://[fec0::1]/hook'), { allowPrivateHosts: false });
    } catch (error) {
      refused = error;
    }
    expect(isPrivateAddressError(refused)).toBe(true);
    expect(() => assertAllowedHost(new URL('http://[fec0::1]/hook'), { allowPrivateHosts: true })).not.toThrow();
  });
});
