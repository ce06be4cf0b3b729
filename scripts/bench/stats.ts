/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  return percentile(values, 50)
}

/** The p-th percentile by linear interpolation between the closest ranks (NumPy's default). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const low = Math.floor(rank)
  const high = Math.ceil(rank)
  const lowValue = sorted[low] ?? Number.NaN
  const highValue = sorted[high] ?? Number.NaN
  return lowValue + (highValue - lowValue) * (rank - low)
}
