/**
 * Scanning (docs/decisions/0081): the browser's BarcodeDetector, or the barcode-detector polyfill
 * (zxing-wasm) where it has none, loaded only then, its wasm from the desk (never a CDN).
 */
let detecting = null

function loadPolyfill() {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = '/desk/assets/barcode-detector.js'
    script.onload = () => {
      globalThis.BarcodeDetectionAPI.setZXingModuleOverrides({
        locateFile: (file, prefix) =>
          file.endsWith('.wasm') ? '/desk/assets/zxing_reader.wasm' : prefix + file,
      })
      resolve()
    }
    script.onerror = () => reject(new Error('The barcode reader did not load'))
    document.head.append(script)
  })
}

/** A QR code detector (made once). */
export function detector() {
  detecting ??= (async () => {
    if (!('BarcodeDetector' in globalThis)) await loadPolyfill()
    return new globalThis.BarcodeDetector({ formats: ['qr_code'] })
  })()
  return detecting
}

/** The first QR code's text in an image, video frame or bitmap; null when there is none. */
export async function scanOnce(source) {
  const codes = await (await detector()).detect(source)
  return codes[0]?.rawValue ?? null
}

/** A photo (a file input's file): its QR code's text, or null. */
export async function scanPhoto(file) {
  const bitmap = await createImageBitmap(file)
  try {
    return await scanOnce(bitmap)
  } finally {
    bitmap.close()
  }
}

/**
 * The back camera in `video`, scanned a few times a second until `onText` is given a code (and
 * when the frame's scan started);
 * resolves to a stop function.
 */
export async function scanCamera(video, onText) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  })
  video.srcObject = stream
  video.hidden = false
  await video.play()
  let running = true
  const stop = () => {
    running = false
    for (const track of stream.getTracks()) track.stop()
    video.hidden = true
  }
  const tick = async () => {
    if (!running) return
    const started = performance.now()
    const text = video.readyState >= 2 ? await scanOnce(video).catch(() => null) : null
    if (text) {
      stop()
      onText(text, started)
    } else setTimeout(tick, 200)
  }
  void tick()
  return stop
}
