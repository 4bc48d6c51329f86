import { captureEarlyEvents, type EarlyCapture } from "./early-capture";

/**
 * When the page's view (src/views/, loaded by src/components/deferred-view.tsx) loads and hydrates, and what happens
 * to what the visitor did before it had.
 *
 * A server-rendered page is complete HTML: it reads, scrolls, follows links and submits nothing without JavaScript.
 * Its scripts load once the page has loaded or at the visitor's first intent, and its view's code (the header and
 * footer, the sections, the widgets) only at that first intent: the first pointer movement, touch, key press, focus,
 * wheel turn or scroll. The inline script of src/lib/early-capture.ts notes that intent and holds back what the
 * visitor does meanwhile; once the view has hydrated, this module
 *
 * - replays each held-back click on its element, so a menu button still opens its menu and a checkbox is ticked
 *   once, not twice, and each held-back key on the element it was pressed on;
 * - tells each field the visitor typed into about its text.
 *
 * A page rendered in the browser from scratch (a client-side navigation, `gatsby develop`) loads its view at once.
 * `html[data-hydrated="true"]` marks the page once its view has hydrated: every control responds from then on.
 */

type EarlyWindow = Window & { __earlyCapture?: EarlyCapture };

const waiting: Array<() => void> = [];
let wanted = false;

/** Starts loading the page's view: the visitor has shown intent, or the page has no server-rendered markup. */
export function loadViewNow(): void {
  if (wanted) return;
  wanted = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

/** Resolves once the view may load (at once after the first view, or when the page was not server-rendered). */
export function whenViewWanted(): Promise<void> {
  return wanted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Whether the first view has loaded already: a later view (a client-side navigation) may be fetched straight away. */
export const viewLoadedBefore = () => wanted;

/** The inline script's record (or, where the page has none, as in unit tests, the same capture started here). */
const early: EarlyCapture | null = typeof window === "undefined" ? null : captureEarlyEvents(window as EarlyWindow, []);
if (early) {
  early.onWanted = loadViewNow;
  if (early.wanted) loadViewNow();
}

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"].includes(
      element.type,
    );
  }
  return false;
}

/**
 * Tells each field the visitor typed into before hydration about its text, as its own `input` event would have: the
 * value is set back to the server's through the property React watches, then to the typed text past it, and an
 * `input` event follows (the way Testing Library's `fireEvent.change` reaches a React-controlled field).
 */
function reportTypedFields(root: Element) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      continue;
    }
    if (!isTextEntry(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    if (!nativeSetter) continue;
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Called by the view once it has committed (hydrated, or rendered after a client-side navigation). */
export function viewHydrated(): void {
  loadViewNow();
  if (early && !early.hydrated) {
    early.hydrated = true;
    const root = document.getElementById("___gatsby");
    if (root) reportTypedFields(root);
    for (const { target, key } of early.heldBack.splice(0)) {
      if (!target.isConnected) continue;
      if (key) target.dispatchEvent(new KeyboardEvent("keydown", key));
      else if (target instanceof HTMLElement) target.click();
    }
  }
  document.documentElement.dataset.hydrated = "true";
}
