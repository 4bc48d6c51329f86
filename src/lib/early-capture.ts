/**
 * What the page does before any of its JavaScript bundles has loaded: written into every page's HTML as an inline
 * script (gatsby-ssr.tsx serializes `captureEarlyEvents`), so it runs while the page is still being parsed. It
 *
 * - starts loading the page's scripts (Gatsby's runtime, React and the page module, `scripts`) once the page has
 *   loaded (`load`, after the banner image and the fonts) and the next frame has painted, or at the visitor's first
 *   intent, whichever comes first: nothing competes with the first paint for the network;
 * - notes that first intent (a pointer movement, touch, key press, focus, wheel turn or scroll), for
 *   src/lib/hydration.ts, which loads the page's view then;
 * - holds back what the visitor does before the view has hydrated, for hydration.ts to replay: a click on anything
 *   but a link or a text field (links work as links without JavaScript) and keys that move within a widget (arrows,
 *   Home, End, Escape, letters for type-ahead). Tab, Enter and Space keep their native effect (Enter and Space click,
 *   which is held back); typed text stays in its field.
 *
 * The function is serialized with `Function.prototype.toString`, so it must stay self-contained: no imports, no
 * helpers from outside its body, nothing a compiler would rewrite into a call to a module (no spread of iterables,
 * no classes). tests/unit/lib/early-capture.test.ts runs the serialized text.
 */

/** What the inline script leaves for src/lib/hydration.ts on `window.__earlyCapture`. */
export interface EarlyCapture {
  /** The visitor has shown intent. */
  wanted: boolean;
  /** Called on that first intent (hydration.ts sets it to load the view). */
  onWanted: (() => void) | null;
  /** Set by hydration.ts once the view has hydrated: from then on nothing is held back. */
  hydrated: boolean;
  /** Clicks and keys held back, in order: the element, and for a key what to replay. */
  heldBack: Array<{ target: Element; key?: KeyboardEventInit }>;
  /** Starts loading the page's scripts, once. */
  start: () => void;
}

export function captureEarlyEvents(win: Window & { __earlyCapture?: EarlyCapture }, scripts: string[]): EarlyCapture {
  if (win.__earlyCapture) return win.__earlyCapture;
  const doc = win.document;
  let started = false;
  const state: EarlyCapture = {
    wanted: false,
    onWanted: null,
    hydrated: false,
    heldBack: [],
    start: function () {
      if (started) return;
      started = true;
      for (let i = 0; i < scripts.length; i += 1) {
        const script = doc.createElement("script");
        script.src = scripts[i];
        script.async = true;
        doc.body.appendChild(script);
      }
    },
  };
  win.__earlyCapture = state;
  const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"];
  const nativeKeys = ["Tab", "Enter", " ", "Shift", "Control", "Alt", "Meta", "CapsLock"];
  const notTyped = ["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"];
  function onIntent() {
    for (let i = 0; i < intentEvents.length; i += 1) doc.removeEventListener(intentEvents[i], onIntent, true);
    state.wanted = true;
    state.start();
    if (state.onWanted) state.onWanted();
  }
  function isTextEntry(element: Element) {
    const tag = element.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT") return true;
    if (tag === "INPUT") return notTyped.indexOf((element as HTMLInputElement).type) < 0;
    return (element as HTMLElement).isContentEditable === true;
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
    if (!target || target.closest("a[href]") || isTextEntry(target)) return;
    event.preventDefault();
    event.stopPropagation();
    state.heldBack.push({ target: target });
  }
  function onKey(event: KeyboardEvent) {
    const target = earlyTarget(event);
    if (!target || nativeKeys.indexOf(event.key) >= 0 || isTextEntry(target) || event.isComposing) return;
    state.heldBack.push({
      target: target,
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
  for (let i = 0; i < intentEvents.length; i += 1) {
    doc.addEventListener(intentEvents[i], onIntent, { capture: true, passive: true });
  }
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("keydown", onKey, true);
  // After `load`, once the next frame has painted: the banner image that finished loading is on screen before any
  // script is fetched.
  const afterNextPaint = () => win.requestAnimationFrame(() => win.setTimeout(state.start, 0));
  if (doc.readyState === "complete") afterNextPaint();
  else win.addEventListener("load", afterNextPaint);
  return state;
}
