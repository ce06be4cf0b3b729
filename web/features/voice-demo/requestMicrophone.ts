/**
 * Asks for the microphone before the call is set up, and lets go of it at once.
 *
 * Daily reports a refused or missing microphone through a `camera-error` event during the
 * call set-up (Daily's device-permissions guide), after the voice API has already created a
 * call. Asking first shows the browser's prompt straight after the click, keeps a refused
 * visitor from creating a call at all, and gives the spec's microphone message a clear cause.
 * Once granted, the browser does not ask again when Daily opens the microphone.
 */
export async function requestMicrophone(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new Error('The microphone API is unavailable: the page must be served over https (or from localhost).')
  }
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  for (const track of stream.getTracks()) track.stop()
}
