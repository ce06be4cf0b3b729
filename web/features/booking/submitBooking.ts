'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { serverEnv } from '@/config/serverEnv'
import { deliverPendingLeads, leadStore, rateLimiter } from './bookingServices'
import { clientAddress } from './clientAddress'
import { type BookingResult, handleBooking } from './handleBooking'

/**
 * The booking form's server action. Works as a plain HTML form post too (no JavaScript), in
 * which case React renders the returned state into the page.
 */
export async function submitBooking(_previous: BookingResult, form: FormData): Promise<BookingResult> {
  return handleBooking(form, clientAddress(await headers()), {
    store: leadStore(),
    limiter: rateLimiter,
    minFillMs: serverEnv.bookingMinFillMs,
    // The lead is safely stored; Airtable is reached after the visitor has their answer.
    afterResponse: () => after(deliverPendingLeads),
  })
}
