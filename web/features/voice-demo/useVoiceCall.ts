'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { loadVapiClient } from './loadVapiClient'
import { requestMicrophone } from './requestMicrophone'
import { createVoiceCallController, type VoiceCallController } from './voiceCallController'
import { initialVoiceCallState, type VoiceCallState } from './voiceCallReducer'

export type VoiceConfig = { publicKey: string; assistantId: string | undefined }

const noop = () => {}
const subscribeNever = () => noop
const getInitialState = () => initialVoiceCallState

/**
 * The voice call for one dialog: one controller (and so one SDK instance) for the dialog's
 * lifetime. Without a configuration there is no controller and every action does nothing.
 */
export function useVoiceCall(config: VoiceConfig | null): {
  state: VoiceCallState
  start: () => void
  end: () => void
  close: () => void
} {
  // Created once: the configuration comes from the build and never changes while the page lives.
  const [controller] = useState<VoiceCallController | null>(() =>
    config
      ? createVoiceCallController({
          publicKey: config.publicKey,
          assistantId: config.assistantId,
          loadClient: loadVapiClient,
          requestMicrophone,
        })
      : null,
  )
  const state = useSyncExternalStore(
    controller?.subscribe ?? subscribeNever,
    controller?.getState ?? getInitialState,
    getInitialState,
  )
  // Leaving the page (or a Strict Mode remount) hangs up; the controller stays usable afterwards.
  useEffect(() => () => controller?.close(), [controller])
  return {
    state,
    start: controller?.start ?? noop,
    end: controller?.end ?? noop,
    close: controller?.close ?? noop,
  }
}
