'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { loadVapiClient } from './loadVapiClient'
import { requestMicrophone } from './requestMicrophone'
import { createVoiceCallController, type VoiceCallController } from './voiceCallController'
import { initialVoiceCallState, type VoiceCallState } from './voiceCallReducer'

/** The Vapi settings the site was built with; either may be missing (see VoiceDemoDialog). */
export type VoiceConfig = { publicKey: string | undefined; assistantId: string | undefined }

const getInitialState = () => initialVoiceCallState

/** The voice call for one dialog: one controller (and so one SDK instance) for the dialog's lifetime. */
export function useVoiceCall(config: VoiceConfig): {
  state: VoiceCallState
  start: () => void
  end: () => void
  close: () => void
} {
  // Created once: the configuration comes from the build and never changes while the page lives.
  const [controller] = useState<VoiceCallController>(() =>
    createVoiceCallController({
      publicKey: config.publicKey,
      assistantId: config.assistantId,
      loadClient: loadVapiClient,
      requestMicrophone,
    }),
  )
  const state = useSyncExternalStore(controller.subscribe, controller.getState, getInitialState)
  // Leaving the page (or a Strict Mode remount) hangs up; the controller stays usable afterwards.
  useEffect(() => () => controller.close(), [controller])
  return { state, start: controller.start, end: controller.end, close: controller.close }
}
