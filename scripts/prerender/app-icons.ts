import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'

/**
 * The installed site's icons (the web app manifest names them): the favicon's mark, drawn at
 * build time as PNG, and a maskable one whose mark sits inside the safe zone (the inner 80 %).
 */
const MARK = "<path d='M14,46,32,14l18,32H40l-8-15-8,15z' fill='#f2b134'/>"

const iconSvg = (maskable: boolean) =>
  maskable
    ? `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#12355b'/><g transform='translate(9.6 9.6) scale(0.7)'>${MARK}</g></svg>`
    : `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='#12355b'/>${MARK}</svg>`

export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
] as const

export async function writeAppIcons(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, 'icons'), { recursive: true })
  for (const icon of APP_ICONS) {
    const png = new Resvg(iconSvg(icon.maskable), { fitTo: { mode: 'width', value: icon.size } })
      .render()
      .asPng()
    await writeFile(path.join(distDir, icon.file), png)
  }
}
