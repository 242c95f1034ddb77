import type { CDPSession } from '@playwright/test'

/** DevTools' slow 4G through CDP: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export async function slowNetworkLikeAPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/**
 * DevTools' mid-range phone, through CDP: slow 4G and a 4x slower CPU. For measurements
 * (`npm run measure:interactive`, `npm run bench:programme`). Chromium slows the page's CPU by
 * keeping a core busy for the time it takes away: an idle page throttled 4x costs 0.9 of a core
 * (0.08 unthrottled), so the browser tests slow the network only (slowNetworkLikeAPhone).
 */
export async function throttleLikeAPhone(cdp: CDPSession): Promise<void> {
  await slowNetworkLikeAPhone(cdp)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
