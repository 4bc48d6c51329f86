import { withoutRepeatedModuleScripts } from "../../gatsby/post-build";

const reveal = '<script type="module">document.querySelectorAll("img[data-main-image]").forEach(reveal)</script>';
const listener = '<script type="module">document.body.addEventListener("load",onLoad,true)</script>';

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
