import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  redirectsFile,
  staleInlinedStylesheets,
  withoutNulBytes,
  withoutRepeatedModuleScripts,
} from "../../../gatsby/post-build";

const reveal = '<script type="module">document.querySelectorAll("img[data-main-image]").forEach(reveal)</script>';
const listener = '<script type="module">document.body.addEventListener("load",onLoad,true)</script>';

describe("withoutNulBytes", () => {
  it("removes the NUL bytes React 18's stream leaves before a multi-byte character, and nothing else", () => {
    const leaked = '<h2 id="las-reglas-de-protecci\0ón">Las reglas de protecci\0\0ón</h2>';
    expect(withoutNulBytes(leaked)).toBe('<h2 id="las-reglas-de-protección">Las reglas de protección</h2>');
    const clean = "<p>Sin cambios: ó, —, ñ</p>";
    expect(withoutNulBytes(clean)).toBe(clean);
  });
});

describe("withoutRepeatedModuleScripts", () => {
  it("keeps the first copy of a repeated inline module script and every different script", () => {
    const html = `<head>${listener}</head><body><div>a</div>${reveal}<div>b</div>${reveal}<div>c</div>${reveal}<script>window.x=1</script></body>`;
    expect(withoutRepeatedModuleScripts(html)).toBe(
      `<head>${listener}</head><body><div>a</div>${reveal}<div>b</div><div>c</div><script>window.x=1</script></body>`,
    );
  });

  it("leaves a page without repeats unchanged", () => {
    const html = `<body>${listener}${reveal}<script type="application/ld+json">{}</script></body>`;
    expect(withoutRepeatedModuleScripts(html)).toBe(html);
  });
});

describe("staleInlinedStylesheets", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-css-"));
  fs.writeFileSync(
    path.join(publicDir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: ["app.1111.css", "app-2222.js"], "component---x": ["x.3333.css"] } }),
  );
  const page = (route: string, ...names: string[]) => ({
    route,
    html: `<head>${names.map((n) => `<style data-href="/${n}" data-identity="gatsby-global-css">a{}</style>`).join("")}</head>`,
  });

  it("accepts pages whose inlined stylesheets are this build's", () => {
    expect(staleInlinedStylesheets(publicDir, [page("/", "x.3333.css", "app.1111.css")])).toEqual([]);
  });

  it("names each page and stylesheet left over from an earlier build", () => {
    expect(
      staleInlinedStylesheets(publicDir, [page("/", "x.3333.css"), page("/about", "x.0000.css", "app.1111.css")]),
    ).toEqual(["/about: x.0000.css"]);
  });
});

describe("_redirects", () => {
  it("answers unknown paths under /es with the Spanish 404 page, before the English catch-all", () => {
    // scripts/static-server.mjs follows the same rules (tests/e2e/spanish.spec.ts, the 404 test).
    expect(redirectsFile()).toBe("/es/*  /es/404.html  404\n/*  /404.html  404\n");
  });
});
