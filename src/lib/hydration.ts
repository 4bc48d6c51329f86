/**
 * When the page's view (src/views/, loaded by src/components/deferred-view.tsx) loads and hydrates, and what happens
 * to what the visitor did before it had.
 *
 * A server-rendered page is complete HTML: it reads, scrolls, follows links and submits nothing without JavaScript.
 * Its view's code (the header and footer, the sections, the widgets) is fetched only once the visitor shows intent:
 * the first pointer movement, touch, key press, focus, wheel turn or scroll. A visitor who only looks never downloads
 * it; one who moves the pointer on a desktop gets it at once. Before that, and while it loads:
 *
 * - a click on a link is left to the browser (a full page load, as without JavaScript);
 * - any other click (a button, a label, a summary, a checkbox) is held back and replayed on the same element once
 *   the view has hydrated, so a menu button still opens its menu and a checkbox is ticked once, not twice;
 * - keys that move within a widget (arrows, Home, End, Escape, letters for type-ahead) are replayed on the element
 *   they were pressed on; Tab, Enter and Space keep their native effect (Enter and Space click, which is replayed);
 * - text typed into a field stays in the field, and the field's component is told of it once it has hydrated.
 *
 * A page rendered in the browser from scratch (a client-side navigation, `gatsby develop`) loads its view at once.
 * `html[data-hydrated="true"]` marks the page once its view has hydrated: every control responds from then on.
 */

const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

/** Keys whose native effect is kept before hydration (focus moves, clicks, text entry), and so never replayed. */
const nativeKeys = new Set(["Tab", "Enter", " ", "Shift", "Control", "Alt", "Meta", "CapsLock"]);

let wanted = false;
let hydrated = false;
const waiting: Array<() => void> = [];
/** What the visitor did before the view hydrated, in order. */
const heldBack: Array<{ target: Element; key?: KeyboardEventInit }> = [];

const pageRoot = () => document.getElementById("___gatsby");

function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/** The element an early event belongs to, when it is inside the page and the view has not hydrated yet. */
function earlyTarget(event: Event): Element | null {
  if (hydrated || !(event.target instanceof Element)) return null;
  return pageRoot()?.contains(event.target) ? event.target : null;
}

function onEarlyClick(event: MouseEvent) {
  const target = earlyTarget(event);
  if (!target || target.closest("a[href]") || isTextEntry(target)) return;
  event.preventDefault();
  event.stopPropagation();
  heldBack.push({ target });
}

function onEarlyKey(event: KeyboardEvent) {
  const target = earlyTarget(event);
  if (!target || nativeKeys.has(event.key) || isTextEntry(target) || event.isComposing) return;
  const { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat } = event;
  heldBack.push({
    target,
    key: { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat, bubbles: true, cancelable: true },
  });
}

/** Starts loading the page's view: the visitor has shown intent, or the page has no server-rendered markup. */
export function loadViewNow(): void {
  if (wanted) return;
  wanted = true;
  if (typeof document !== "undefined") {
    for (const type of intentEvents) document.removeEventListener(type, loadViewNow, true);
  }
  waiting.splice(0).forEach((resolve) => resolve());
}

/** Resolves once the view may load (at once after the first view, or when the page was not server-rendered). */
export function whenViewWanted(): Promise<void> {
  return wanted ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Whether the first view has loaded already: a later view (a client-side navigation) may be fetched straight away. */
export const viewLoadedBefore = () => wanted;

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
  if (!hydrated) {
    hydrated = true;
    const root = pageRoot();
    if (root) reportTypedFields(root);
    for (const { target, key } of heldBack.splice(0)) {
      if (!target.isConnected) continue;
      if (key) target.dispatchEvent(new KeyboardEvent("keydown", key));
      else if (target instanceof HTMLElement) target.click();
    }
  }
  document.documentElement.dataset.hydrated = "true";
}

if (typeof document !== "undefined") {
  for (const type of intentEvents) {
    document.addEventListener(type, loadViewNow, { capture: true, passive: true });
  }
  document.addEventListener("click", onEarlyClick, true);
  document.addEventListener("keydown", onEarlyKey, true);
}
