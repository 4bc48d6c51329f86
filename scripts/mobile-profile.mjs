/**
 * Lighthouse 12's mobile profile (its constants.throttling.mobileSlow4G: 4× CPU slowdown, 150 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up, each × 0.9 as Lighthouse applies them), applied to a page as DevTools throttling.
 * One place for `npm run perf`'s first-tap measure (scripts/first-tap.mjs) and the throttled cases of
 * tests/e2e/first-action.spec.ts.
 */
export const MOBILE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
};

/** Throttles the page of a CDP session (Playwright's `context.newCDPSession(page)`) to the profile. */
export async function throttleToMobileProfile(cdp) {
  await cdp.send("Network.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_PROFILE.cpuSlowdown });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
}
