import { publicEnv } from '@/config/publicEnv'
import { VoiceDemoModal } from './VoiceDemoModal'

export const VOICE_DEMO_DIALOG_ID = 'voice-demo'

/**
 * The voice demo window. A server component, so the settings are read (and validated) here
 * and the browser receives two plain strings instead of the env module and its validator.
 * Both are `NEXT_PUBLIC_*`: the page is prerendered, so they are fixed when the site is built.
 */
export function VoiceDemoDialog({ brandName }: { brandName: string }) {
  const { vapiPublicKey, vapiAssistantId } = publicEnv
  // The assistant id alone cannot call anything; a key without an assistant id is a
  // misconfiguration the dialog reports with the SDK's own message when start is pressed.
  const voice = vapiPublicKey ? { publicKey: vapiPublicKey, assistantId: vapiAssistantId } : null
  return <VoiceDemoModal dialogId={VOICE_DEMO_DIALOG_ID} brandName={brandName} voice={voice} />
}
