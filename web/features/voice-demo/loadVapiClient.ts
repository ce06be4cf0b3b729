import type { VoiceClient } from './voiceCallController'

/**
 * Downloads the Vapi web SDK (with Daily, about 75 KiB gzip) only when a visitor presses
 * start: the dynamic import makes it a separate chunk that the page never preloads, and the
 * server never evaluates it because only the browser calls this.
 */
export async function loadVapiClient(publicKey: string): Promise<VoiceClient> {
  const { default: Vapi } = await import('@vapi-ai/web')
  // `avoidEval`: Daily then loads its call machine from c.daily.co with a <script> tag instead
  // of fetch() + new Function(), so a Content-Security-Policy needs `script-src c.daily.co`
  // rather than 'unsafe-eval' (daily-js 0.87 DailyAdvancedConfig; Vapi passes it through as
  // the constructor's third argument).
  return new Vapi(publicKey, undefined, { avoidEval: true })
}
