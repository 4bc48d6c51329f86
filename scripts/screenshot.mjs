#!/usr/bin/env node
/**
 * Screenshots of built pages at phone and desktop widths, for looking at what we ship:
 *   node scripts/screenshot.mjs /about /services/taxes  → screenshots/<route>-{375,1280}.png
 * Serves public/ itself; set FULL=0 for the first screen only, WIDTHS=375,768,1024,1280 for other widths.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { createStaticServer } from "./static-server.mjs";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const routes = process.argv.slice(2);
if (!routes.length) routes.push("/");
const out = "screenshots";
fs.mkdirSync(out, { recursive: true });
const server = createStaticServer("public");
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 800 },
    reducedMotion: "reduce",
  });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
  for (const route of routes) {
    const page = await context.newPage();
    await page.goto(base + route, { waitUntil: "load" });
    await page.evaluate(async () => {
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all(
        [...document.images].map((img) =>
          img.complete
            ? null
            : new Promise((r) => {
                img.onload = img.onerror = r;
              }),
        ),
      );
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    const name = route === "/" ? "home" : route.replace(/^\//, "").replace(/[/&]/g, "_");
    const file = `${out}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
    await page.close();
  }
  await context.close();
}
await browser.close();
server.close();
