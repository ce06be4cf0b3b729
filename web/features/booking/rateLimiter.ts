/**
 * Per-client rate limiting for the booking form. The interface lets a multi-instance
 * deployment swap the in-memory store for a shared one (Redis, a database) without touching
 * the form's code.
 */
export interface RateLimiter {
  /** Takes one request from the client's allowance; false when it is used up. */
  take(clientKey: string, now?: number): boolean
}

/**
 * A token bucket per client: `burst` requests at once, then one more every `refillMs`.
 * Buckets that have filled up again are forgotten, so memory stays bounded by active clients.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>()

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
  ) {}

  take(clientKey: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(clientKey) ?? { tokens: this.burst, updatedAt: now }
    const refilled = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) / this.refillMs)
    if (refilled < 1) {
      this.buckets.set(clientKey, { tokens: refilled, updatedAt: now })
      return false
    }
    this.buckets.set(clientKey, { tokens: refilled - 1, updatedAt: now })
    if (this.buckets.size > 10_000) this.forgetFullBuckets(now)
    return true
  }

  private forgetFullBuckets(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) / this.refillMs >= this.burst) this.buckets.delete(key)
    }
  }
}
