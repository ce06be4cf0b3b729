import { BlockList, isIP } from 'node:net'

/** The header reader both `Headers` and Next's `headers()` provide. */
type HeaderList = Pick<Headers, 'get'>

/**
 * The visitor's address as the nearest proxy saw it: the rate limiter's key.
 *
 * A proxy appends the address it was reached from to `X-Forwarded-For`, after whatever the client
 * sent, so only the last entry is the proxy's own word; the first is whatever the client chose to
 * claim, and keying on it would let one client rotate through addresses past the limit. Hosts that
 * overwrite the header (Vercel) leave one entry, and `next start` reached directly fills it with
 * the socket's address when the client sent none. Behind two proxies that both append, the nearest
 * must overwrite instead, or every visitor shares the outer proxy's key (README, "Spam").
 */
export function clientAddress(headers: HeaderList): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded?.at(-1) || headers.get('x-real-ip')?.trim() || 'direct'
}

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/**
 * Whether `address` is this machine itself: 127.0.0.0/8 or ::1, also written as an IPv4-mapped
 * IPv6 address (`::ffff:127.0.0.1`, as a dual-stack `next start` reports a local client).
 */
export function isLoopback(address: string): boolean {
  const family = isIP(address)
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
