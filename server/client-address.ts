import ipaddr from 'ipaddr.js';

/**
 * The visitor's address as the limits count it, and which proxies may name it. An IPv6 visitor
 * usually holds a whole /64 (rotating addresses inside it costs nothing), so the limit per address
 * counts the /64; an IPv4-mapped IPv6 address (::ffff:192.0.2.1, as a dual-stack socket reports
 * IPv4 visitors) is the IPv4 address it carries.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function parsed(address: string): Address | null {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  return ipaddr.process(bare);
}

/** The key the limit per address counts: an IPv4 address, or the /64 of an IPv6 one; anything else as it is. */
export function networkKey(address: string): string {
  const ip = parsed(address);
  if (!ip) return address;
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The loopback ranges: a proxy on this machine (TRUST_PROXY=1). */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1/128'];

/** Whether a setting's entry is an IP address or a CIDR range. */
export function isAddressOrRange(entry: string): boolean {
  return ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);
}

/** A test of whether a peer is one of the trusted proxies (addresses or CIDR ranges, IPv4 or IPv6). */
export function proxyMatcher(entries: readonly string[]): (peer: string | undefined) => boolean {
  const ranges = entries.map((entry): [Address, number] => {
    const [ip, bits] = ipaddr.isValidCIDR(entry) ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null];
    if (ip.kind() === 'ipv4') return [ip, bits ?? 32];
    const ipv6 = ip as ipaddr.IPv6;
    return ipv6.isIPv4MappedAddress() ? [ipv6.toIPv4Address(), (bits ?? 128) - 96] : [ipv6, bits ?? 128];
  });
  return (peer) => {
    const ip = peer === undefined ? null : parsed(peer);
    return ip !== null && ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
  };
}

/**
 * The visitor's address: the connection's, unless it comes from a trusted proxy, which names the
 * visitor in X-Real-IP (nginx) or X-Forwarded-For (read from the right, past every trusted proxy).
 * A header from any other peer is ignored: anyone can write one.
 */
export function forwardedClient(
  peer: string | undefined,
  headers: { realIp?: string; forwardedFor?: string },
  trusted: (peer: string | undefined) => boolean,
): string {
  const own = peer ?? 'unknown';
  if (!trusted(peer)) return own;
  const realIp = headers.realIp?.trim();
  if (realIp && parsed(realIp)) return realIp;
  const chain = (headers.forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    if (!parsed(chain[index])) return own;
    if (index === 0 || !trusted(chain[index])) return chain[index];
  }
  return own;
}
