export declare const MOBILE_PROFILE: {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
};
/** A Playwright CDPSession, or anything with its `send`. */
export declare function throttleToMobileProfile(cdp: {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}): Promise<void>;
