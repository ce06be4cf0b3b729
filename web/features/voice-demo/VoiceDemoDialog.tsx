import { publicEnv } from '@/config/publicEnv'
import { VoiceDemoModal } from './VoiceDemoModal'

export const VOICE_DEMO_DIALOG_ID = 'voice-demo'

/**
 * The voice demo window. A server component, so the settings are read (and validated) here
 * and the browser receives two plain strings instead of the env module and its validator.
 * Both are `NEXT_PUBLIC_*`: the page is prerendered, so they are fixed when the site is built.
 */
export function VoiceDemoDialog({ brandName }: { brandName: string }) {
  // Without either setting the window still shows the call's controls and states (spec section
  // 2); it says the demo is not configured, and a start fails at once with the message for what
  // is missing, loading nothing.
  const voice = { publicKey: publicEnv.vapiPublicKey, assistantId: publicEnv.vapiAssistantId }
  return <VoiceDemoModal dialogId={VOICE_DEMO_DIALOG_ID} brandName={brandName} voice={voice} />
}
