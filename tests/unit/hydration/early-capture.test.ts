/**
 * @jest-environment node
 *
 * The inline script every page's head carries (gatsby/post-build.ts serializes captureEarlyEvents): run from
 * its serialized text, as the browser runs it, in a fresh jsdom window per test whose page is still loading.
 */
import { JSDOM } from "jsdom";
import { captureEarlyEvents, type EarlyCapture } from "../../../src/hydration/early-capture";

type EarlyWindow = (Window & typeof globalThis) & { __earlyCapture?: EarlyCapture };

let window: EarlyWindow;
let document: Document;

function runInlineScript(scripts: string[]): EarlyCapture {
  new Function("window", `(${captureEarlyEvents.toString()})(window, ${JSON.stringify(scripts)});`)(window);
  const state = window.__earlyCapture;
  if (!state) throw new Error("the inline script left no state");
  return state;
}

const loadedScripts = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

beforeEach(() => {
  const dom = new JSDOM(
    '<body><div id="___gatsby"><button type="button">Menu</button><a href="#contact">Contact</a>' +
      '<input aria-label="Name"><div role="grid" tabindex="0">Days</div></div>' +
      '<button type="button" id="outside">x</button></body>',
    { pretendToBeVisual: true },
  );
  window = dom.window as unknown as EarlyWindow;
  document = window.document;
  Object.defineProperty(document, "readyState", { get: () => "loading" });
});

/** A page whose banner (its high-priority image) has not loaded yet, parsed, with the inline script run. */
function pageWithBanner(): HTMLImageElement {
  const banner = document.createElement("img");
  banner.setAttribute("fetchpriority", "high");
  banner.setAttribute("src", "/banner.avif");
  document.getElementById("___gatsby")?.prepend(banner);
  runInlineScript(["/app.js"]);
  document.dispatchEvent(new window.Event("DOMContentLoaded"));
  return banner;
}

describe("the page's inline early-capture script", () => {
  it("loads the page's scripts once, at the first intent, at low priority", () => {
    runInlineScript(["/app.js", "/framework.js"]);
    expect(loadedScripts()).toEqual([]);
    document.dispatchEvent(new window.Event("scroll"));
    expect(loadedScripts()).toEqual(["/app.js", "/framework.js"]);
    expect([...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("fetchpriority"))).toEqual(
      ["low", "low"],
    );
    document.body.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Shift", bubbles: true }));
    expect(loadedScripts()).toEqual(["/app.js", "/framework.js"]);
  });

  it("loads them once the document is parsed and has painted when the visitor has done nothing", async () => {
    runInlineScript(["/app.js"]);
    document.dispatchEvent(new window.Event("DOMContentLoaded"));
    expect(loadedScripts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadedScripts()).toEqual(["/app.js"]);
  });

  it("waits for the page's banner (its high-priority image) to load and paint before loading them", async () => {
    const banner = pageWithBanner();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadedScripts()).toEqual([]);
    banner.dispatchEvent(new window.Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadedScripts()).toEqual(["/app.js"]);
  });

  it("loads them at the page's load event when the banner has not answered by then", async () => {
    pageWithBanner();
    window.dispatchEvent(new window.Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadedScripts()).toEqual(["/app.js"]);
  });

  it("holds back clicks and widget keys inside the page until the view has hydrated, and leaves links, fields and Tab alone", () => {
    const state = runInlineScript([]);
    const button = document.querySelector("button") as HTMLButtonElement;
    const grid = document.querySelector('[role="grid"]') as HTMLElement;
    expect(button.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(false);
    expect(
      (document.querySelector("a") as HTMLElement).dispatchEvent(
        new window.MouseEvent("click", { bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    expect(
      (document.querySelector("input") as HTMLElement).dispatchEvent(
        new window.MouseEvent("click", { bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    expect(
      (document.getElementById("outside") as HTMLElement).dispatchEvent(
        new window.MouseEvent("click", { bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    grid.dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    grid.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(state.heldBack.map(({ target, kind, key }) => [target, kind, key?.key])).toEqual([
      [button, "click", undefined],
      [grid, "key", "ArrowDown"],
    ]);
    state.hydrated = true;
    expect(button.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(true);
    expect(state.heldBack).toHaveLength(2);
  });

  it("holds back a form's submission (Enter in a field) with the button that submitted it", () => {
    const state = runInlineScript([]);
    const root = document.getElementById("___gatsby") as HTMLElement;
    root.insertAdjacentHTML("beforeend", '<form><input aria-label="Email"><button>Send</button></form>');
    const form = root.querySelector("form") as HTMLFormElement;
    const send = form.querySelector("button") as HTMLButtonElement;
    const submission = new window.SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send });
    expect(form.dispatchEvent(submission)).toBe(false);
    expect(state.heldBack).toEqual([{ target: form, kind: "submit", submitter: send }]);
  });

  it("holds back Enter and Space on a widget of the page's own, and leaves them to a button", () => {
    const state = runInlineScript([]);
    const grid = document.querySelector('[role="grid"]') as HTMLElement;
    const button = document.querySelector("button") as HTMLButtonElement;
    const space = new window.KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    expect(grid.dispatchEvent(space)).toBe(false);
    grid.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(
      button.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })),
    ).toBe(true);
    expect(state.heldBack.map(({ target, key }) => [target, key?.key])).toEqual([
      [grid, " "],
      [grid, "Enter"],
    ]);
  });

  it("notes the option the visitor chose in a select, the last choice only", () => {
    const state = runInlineScript([]);
    const root = document.getElementById("___gatsby") as HTMLElement;
    root.insertAdjacentHTML("beforeend", '<select aria-label="Month"><option>11</option><option>12</option></select>');
    const select = root.querySelector("select") as HTMLSelectElement;
    for (const value of ["12", "11", "12"]) {
      select.value = value;
      select.dispatchEvent(new window.Event("change", { bubbles: true }));
    }
    expect(state.chosen).toEqual([{ target: select, value: "12" }]);
  });
});
