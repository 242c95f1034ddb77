import QRCode from 'qrcode'

/**
 * A short video of a QR code, as Chromium's fake camera plays it in a loop
 * (`--use-file-for-fake-video-capture=<file>.y4m`): YUV4MPEG2, 4:2:0, `frames` identical frames.
 * Black modules (Y 0) on white (Y 255), colourless (U and V 128), the code centred with a quiet
 * zone of at least 4 modules, as large as fits.
 */
export function qrY4m(text: string, { width = 640, height = 480, frames = 5, fps = 10 } = {}) {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height')
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules
  const scale = Math.floor(Math.min(width, height) / (size + 8))
  if (scale < 2) throw new Error(`${width}x${height} is too small for a ${size}-module code`)
  const left = Math.floor((width - size * scale) / 2)
  const top = Math.floor((height - size * scale) / 2)
  const y = Buffer.alloc(width * height, 255)
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + row * scale + dy) * width + left + col * scale
        y.fill(0, start, start + scale)
      }
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)])
}
