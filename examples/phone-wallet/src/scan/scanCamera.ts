import { readQrCode } from './readQrCode.js'

export type CameraScan = {
  /** resolves with the first code read, or undefined when stopped first */
  result: Promise<string | undefined>
  stop(): void
}

/**
 * Reads QR codes from the camera (the back one on a phone) into `video` until one is found or
 * `stop` is called; the camera is released either way. Throws when the page may not use one.
 */
export async function scanCamera(video: HTMLVideoElement): Promise<CameraScan> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  })
  video.srcObject = stream
  video.muted = true
  video.playsInline = true
  await video.play()
  let stopped = false
  let frame = 0
  let finish: (value: string | undefined) => void = () => {}
  const result = new Promise<string | undefined>((resolve) => {
    finish = resolve
  })
  const stop = () => {
    if (stopped) return
    stopped = true
    cancelAnimationFrame(frame)
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
    finish(undefined)
  }
  const tick = () => {
    if (stopped) return
    const text = readQrCode(video, video.videoWidth, video.videoHeight)
    if (text) {
      finish(text)
      stop()
      return
    }
    frame = requestAnimationFrame(tick)
  }
  frame = requestAnimationFrame(tick)
  return { result, stop }
}
