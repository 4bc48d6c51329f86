import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

declare global {
  var __SITE_SERVER__: Server | undefined;
}

export default async function globalSetup(): Promise<void> {
  const publicDir = path.resolve(__dirname, "../../public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No built site in public/. Run `npm run build` before the browser tests.");
  }
  // The server module is plain ESM shared with `npm run serve`.
  const { createStaticServer } = (await import(path.resolve(__dirname, "../../scripts/static-server.mjs"))) as {
    createStaticServer: (root: string) => Server;
  };
  const server = createStaticServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.SITE_URL = `http://127.0.0.1:${port}`;
  globalThis.__SITE_SERVER__ = server;
}
