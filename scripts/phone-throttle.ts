import type { CDPSession } from '@playwright/test'

/**
 * DevTools' mid-range phone, through CDP: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up)
 * and a 4x slower CPU. `npm run measure:interactive` and the first-paint browser tests use it.
 */
export async function throttleLikeAPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
