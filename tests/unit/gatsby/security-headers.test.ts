import { headersFile } from "../../../gatsby/security-headers";
import { searchPageScriptSources } from "../../../gatsby/search-index";
import { allRoutes } from "../../e2e/routes";

/** The Content-Security-Policy lines of a _headers file, by route. */
function policies(headers: string): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const block of headers.split("\n\n")) {
    const [route, ...lines] = block.split("\n");
    const csp = lines.find((line) => line.trim().startsWith("Content-Security-Policy:"));
    if (csp) byRoute.set(route, csp);
  }
  return byRoute;
}

describe("WebAssembly is allowed on /search only", () => {
  const origins = { connect: ["https://api.emailjs.com"], frame: [], script: [] };
  const routes = [...new Set([...allRoutes, "/search", "/404.html"])];
  const headers = headersFile(
    routes.map((route) => ({
      route,
      html: `<html><body><script>window.page=${JSON.stringify(route)}</script></body></html>`,
    })),
    origins,
    searchPageScriptSources,
  );
  const byRoute = policies(headers);

  it("gives /search 'wasm-unsafe-eval' in script-src, and never 'unsafe-eval'", () => {
    for (const route of ["/search", "/search/"]) {
      const scriptSrc = byRoute.get(route)?.match(/script-src ([^;]*)/)?.[1] ?? "";
      expect(scriptSrc).toContain("'wasm-unsafe-eval'");
      expect(scriptSrc).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    }
  });

  it("gives no other page 'wasm-unsafe-eval'", () => {
    const others = [...byRoute.entries()].filter(([route]) => !/^\/search\/?$/.test(route));
    expect(others.length).toBeGreaterThanOrEqual(routes.length);
    for (const [route, csp] of others) expect([route, csp.includes("wasm-unsafe-eval")]).toEqual([route, false]);
  });

  it("keeps every page's script hashes", () => {
    for (const csp of byRoute.values()) expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  });
});
