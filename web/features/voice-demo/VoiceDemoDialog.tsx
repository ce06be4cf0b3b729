'use client'

import { Mic } from 'lucide-react'
import { closeDialog, Modal } from '@/ui/dialog'
import { scrollToSection } from '@/ui/scrollToSection'

export const VOICE_DEMO_DIALOG_ID = 'voice-demo'

/**
 * The voice demo window. Until the Vapi call is wired in (voice demo issue), it says honestly
 * that the demo is not available here and offers the consultation instead.
 */
export function VoiceDemoDialog({ brandName }: { brandName: string }) {
  const close = () => closeDialog(VOICE_DEMO_DIALOG_ID)
  return (
    <Modal
      id={VOICE_DEMO_DIALOG_ID}
      labelledBy={`${VOICE_DEMO_DIALOG_ID}-title`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70"
    >
      <div className="p-6 text-center sm:p-8">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-linear-to-br from-blue-600 to-purple-600 text-white">
          <Mic aria-hidden="true" className="size-8" />
        </span>
        <h2 id={`${VOICE_DEMO_DIALOG_ID}-title`} className="mt-4 text-2xl font-bold">
          {brandName} AI Voice Agent
        </h2>
        <p className="mt-3 text-slate-600" role="status">
          The live voice demo is not configured on this site yet. Book a free consultation and we will show it to you in
          person.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            onClick={() => {
              close()
              scrollToSection('booking')
            }}
            className="rounded-lg bg-blue-600 px-5 py-3 font-semibold text-white hover:bg-blue-500"
          >
            Book a Consultation
          </button>
          <button type="button" onClick={close} className="rounded-lg border border-slate-300 px-5 py-3 font-semibold">
            Close
          </button>
        </div>
      </div>
    </Modal>
  )
}
