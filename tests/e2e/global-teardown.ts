export default async function globalTeardown(): Promise<void> {
  await new Promise<void>((resolve) => {
    if (!globalThis.__SITE_SERVER__) return resolve();
    globalThis.__SITE_SERVER__.close(() => resolve());
  });
}
