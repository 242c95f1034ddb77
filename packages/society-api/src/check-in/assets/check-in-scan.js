/**
 * Scanning (docs/decisions/0081): the browser's BarcodeDetector when it reads QR codes, else the
 * barcode-detector ponyfill (zxing-wasm), loaded only then, its wasm from the desk (never a CDN).
 * A browser may have the API and read no QR code (getSupportedFormats() may answer []): the
 * ponyfill's own class is used then, never the global one.
 */
let detecting = null

/** Whether the browser's own BarcodeDetector reads QR codes. */
async function nativeReadsQr() {
  if (!('BarcodeDetector' in globalThis)) return false
  try {
    return (await globalThis.BarcodeDetector.getSupportedFormats()).includes('qr_code')
  } catch {
    return false
  }
}

/** The ponyfill's BarcodeDetector (it leaves the global one alone). */
function loadPonyfill() {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = '/desk/assets/barcode-detector.js'
    script.onload = () => {
      const api = globalThis.BarcodeDetectionAPI
      api.setZXingModuleOverrides({
        locateFile: (file, prefix) =>
          file.endsWith('.wasm') ? '/desk/assets/zxing_reader.wasm' : prefix + file,
      })
      resolve(api.BarcodeDetector)
    }
    script.onerror = () => reject(new Error('The barcode reader did not load'))
    document.head.append(script)
  })
}

/** A QR code detector (made once). */
export function detector() {
  detecting ??= (async () => {
    const Detector = (await nativeReadsQr()) ? globalThis.BarcodeDetector : await loadPonyfill()
    return new Detector({ formats: ['qr_code'] })
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

let scanning = null

/**
 * The back camera in `video`, scanned a few times a second until `onText` is given a code (and
 * when the frame's scan started); then the camera stops. Resolves to a stop function. Pressed
 * again while it runs, it keeps the one camera and scan it has (never a second of either).
 */
export function scanCamera(video, onText) {
  scanning ??= startCamera(video, onText).catch((error) => {
    scanning = null
    throw error
  })
  return scanning
}

async function startCamera(video, onText) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  })
  let running = true
  const stop = () => {
    if (!running) return
    running = false
    scanning = null
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
    video.hidden = true
  }
  try {
    video.srcObject = stream
    video.hidden = false
    await video.play()
  } catch (error) {
    stop()
    throw error
  }
  const tick = async () => {
    if (!running) return
    const started = performance.now()
    const text = video.readyState >= 2 ? await scanOnce(video).catch(() => null) : null
    if (!running) return
    if (text) {
      stop()
      onText(text, started)
    } else setTimeout(tick, 200)
  }
  void tick()
  return stop
}
