/**
 * What the page does before any of its JavaScript bundles has loaded: written into every page's HTML as an inline
 * script (gatsby/post-build.ts serializes `captureEarlyEvents`), so it runs while the page is still being parsed. It
 *
 * - starts loading the page's scripts (Gatsby's runtime, React, the page module and the page's view, `scripts`) at
 *   low fetch priority once the page's banner (its high-priority image) has painted, or once the document has
 *   painted on a page without one, or at `load`, or at the visitor's first intent (a pointer movement, touch, key
 *   press, focus, wheel turn or scroll), whichever comes first: the largest paint needs no script, and the page has
 *   hydrated well before a first tap;
 * - holds back what the visitor does before the view has hydrated, for src/hydration/replay.ts to replay once it
 *   has: a click on anything but a link or a text field (links work as links without JavaScript), keys that move
 *   within a widget (arrows, Home, End, Escape, letters for type-ahead, Enter and Space on a widget of the page's
 *   own such as a calendar day) and a form's submission (Enter in a field). Tab keeps its native effect, and so do
 *   Enter and Space on a native control (on a button they click it, which is held back); typed text stays in its
 *   field, and a chosen option is noted, since React sets a select back to its state when it hydrates.
 *
 * The function is serialized with `Function.prototype.toString`, so it must stay self-contained: no imports, no
 * helpers from outside its body, nothing a compiler would rewrite into a call to a module (no spread of iterables,
 * no classes). tests/unit/hydration/early-capture.test.ts runs the serialized text.
 */

/** One thing the visitor did before hydration, in order. */
export interface HeldBackEvent {
  /** The element the event was aimed at. */
  target: Element;
  /** A click (`click`), a key on a widget (`key`, with what to replay) or a form's submission (`submit`). */
  kind: "click" | "key" | "submit";
  key?: KeyboardEventInit;
  /** For `submit`: the button that submitted the form, if any. */
  submitter?: Element | null;
}

/** What the inline script leaves for src/hydration/replay.ts on `window.__earlyCapture`. */
export interface EarlyCapture {
  /** Set by replay.ts once the view has hydrated and what was held back has been replayed. */
  hydrated: boolean;
  /** Clicks, keys and submissions held back, in order. */
  heldBack: HeldBackEvent[];
  /** Each select the visitor changed, with the value they chose (React resets a select to its state when it
   * hydrates, so the choice is kept here, not only in the page). */
  chosen: Array<{ target: HTMLSelectElement; value: string }>;
  /** Starts loading the page's scripts, once. */
  start: () => void;
  /** Whether a control counts as a text field (typing stays in it; its clicks are not held back). */
  isTextEntry: (element: Element) => boolean;
}

export function captureEarlyEvents(win: Window & { __earlyCapture?: EarlyCapture }, scripts: string[]): EarlyCapture {
  if (win.__earlyCapture) return win.__earlyCapture;
  const doc = win.document;
  let started = false;
  const notTyped = ["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"];
  const state: EarlyCapture = {
    hydrated: false,
    heldBack: [],
    chosen: [],
    start: function () {
      if (started) return;
      started = true;
      for (let i = 0; i < scripts.length; i += 1) {
        const script = doc.createElement("script");
        script.src = scripts[i];
        script.async = true;
        script.setAttribute("fetchpriority", "low");
        doc.body.appendChild(script);
      }
    },
    isTextEntry: function (element: Element) {
      const tag = element.tagName;
      if (tag === "TEXTAREA" || tag === "SELECT" || tag === "OPTION") return true;
      if (tag === "INPUT") return notTyped.indexOf((element as HTMLInputElement).type) < 0;
      return (element as HTMLElement).isContentEditable === true;
    },
  };
  win.__earlyCapture = state;
  const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"];
  const nativeKeys = ["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock"];
  // Controls on which Enter and Space act natively (a button clicks, a link follows, a field types).
  const nativeActivators = "button, a[href], input, select, textarea, summary, [contenteditable]";
  function onIntent() {
    for (let i = 0; i < intentEvents.length; i += 1) doc.removeEventListener(intentEvents[i], onIntent, true);
    state.start();
  }
  /** The element an early event belongs to, when it is inside the page and the view has not hydrated yet. */
  function earlyTarget(event: Event): Element | null {
    const root = doc.getElementById("___gatsby");
    const target = event.target as Element | null;
    if (state.hydrated || !target || target.nodeType !== 1 || !root || !root.contains(target)) return null;
    return target;
  }
  function onClick(event: MouseEvent) {
    const target = earlyTarget(event);
    if (!target || target.closest("a[href]") || state.isTextEntry(target)) return;
    event.preventDefault();
    event.stopPropagation();
    state.heldBack.push({ target: target, kind: "click" });
  }
  function onKey(event: KeyboardEvent) {
    const target = earlyTarget(event);
    if (!target || nativeKeys.indexOf(event.key) >= 0 || state.isTextEntry(target) || event.isComposing) return;
    const activation = event.key === "Enter" || event.key === " ";
    if (activation && target.closest(nativeActivators)) return;
    // Enter or Space on a widget of the page's own (a calendar day) waits for it; Space would scroll meanwhile.
    if (activation) event.preventDefault();
    state.heldBack.push({
      target: target,
      kind: "key",
      key: {
        key: event.key,
        code: event.code,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        repeat: event.repeat,
        bubbles: true,
        cancelable: true,
      },
    });
  }
  function onChange(event: Event) {
    const target = earlyTarget(event);
    if (!target || target.tagName !== "SELECT") return;
    const select = target as HTMLSelectElement;
    for (let i = state.chosen.length - 1; i >= 0; i -= 1)
      if (state.chosen[i].target === select) state.chosen.splice(i, 1);
    state.chosen.push({ target: select, value: select.value });
  }
  function onSubmit(event: SubmitEvent) {
    const target = earlyTarget(event);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    state.heldBack.push({ target: target, kind: "submit", submitter: event.submitter });
  }
  for (let i = 0; i < intentEvents.length; i += 1) {
    doc.addEventListener(intentEvents[i], onIntent, { capture: true, passive: true });
  }
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("keydown", onKey, true);
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("change", onChange, true);
  // The first paint owes nothing to a script, and neither does the page's largest one, its banner (the image it
  // loads at high priority): the scripts start in the frame after the banner has loaded, been decoded and painted,
  // so they never compete with it for the network or the processor. A page without a banner starts once the
  // document is parsed and has painted; `load` starts any page that is still waiting.
  function afterNextPaint() {
    win.requestAnimationFrame(function () {
      win.setTimeout(state.start, 0);
    });
  }
  function whenDecoded(image: HTMLImageElement, then: () => void) {
    let done = false;
    const once = function () {
      if (done) return;
      done = true;
      then();
    };
    if (typeof image.decode === "function") image.decode().then(once, once);
    else if (image.complete) once();
    else {
      image.addEventListener("load", once);
      image.addEventListener("error", once);
    }
  }
  function afterBanner() {
    const banners = doc.querySelectorAll('img[fetchpriority="high"]');
    let waiting = banners.length;
    if (waiting === 0) afterNextPaint();
    const painted = function () {
      waiting -= 1;
      if (waiting === 0) afterNextPaint();
    };
    for (let i = 0; i < banners.length; i += 1) whenDecoded(banners[i] as HTMLImageElement, painted);
  }
  if (doc.readyState !== "loading") afterBanner();
  else doc.addEventListener("DOMContentLoaded", afterBanner);
  win.addEventListener("load", afterNextPaint);
  return state;
}
