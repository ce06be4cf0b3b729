'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { serverEnv } from '@/config/serverEnv'
import { deliverPendingLeads, leadStore, rateLimiter } from './bookingServices'
import { type BookingResult, handleBooking } from './handleBooking'

/** The client's address as the nearest proxy saw it; the rate limiter's key. */
async function clientKey(): Promise<string> {
  const list = await headers()
  return list.get('x-forwarded-for')?.split(',')[0]?.trim() || list.get('x-real-ip') || 'direct'
}

/**
 * The booking form's server action. Works as a plain HTML form post too (no JavaScript), in
 * which case React renders the returned state into the page.
 */
export async function submitBooking(_previous: BookingResult, form: FormData): Promise<BookingResult> {
  return handleBooking(form, await clientKey(), {
    store: leadStore(),
    limiter: rateLimiter,
    minFillMs: serverEnv.bookingMinFillMs,
    // The lead is safely stored; Airtable is reached after the visitor has their answer.
    afterResponse: () => after(deliverPendingLeads),
  })
}
