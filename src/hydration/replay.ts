import type { EarlyCapture, HeldBackEvent } from "./early-capture";

/**
 * What happens, once the page's view has hydrated, to what the visitor did before it had.
 *
 * A server-rendered page is complete HTML: it reads, scrolls, follows links and shows every image without
 * JavaScript. Its scripts, the page's view (src/hydration/deferred-view.tsx) included, load once the page has
 * loaded or at the visitor's first intent, and the view hydrates as soon as its code is in, without waiting for the
 * visitor. Until then the inline script of src/hydration/early-capture.ts holds back clicks, widget keys and form
 * submissions; once the view has hydrated and rendered what depends on the visitor's clock (the calendar's month,
 * the footer's year, the appointment form's times), `viewHydrated`
 *
 * 1. has told each field the visitor typed into or chose in about its value, as its own `input` or `change` event
 *    would have (`viewCommitted`, in the very commit that hydrated the view);
 * 2. replays each held-back event, in order, on the element it was aimed at, one task apart so that React has
 *    rendered the previous one's effect (typed text before a submit, an open menu before a key in it): a click as a
 *    real `click` event (it reaches a button from the icon inside it, ticks a checkbox once, submits a form), a key
 *    as the same `keydown`, a submission through `requestSubmit` with its button;
 * 3. marks the page `html[data-hydrated="true"]`: every control responds directly from then on.
 *
 * A page rendered in the browser from scratch (a client-side navigation, `gatsby develop`) has nothing held back.
 */

type EarlyWindow = Window & { __earlyCapture?: EarlyCapture };

/**
 * The inline script's record, which every built page carries (tests/e2e/site-integrity.spec.ts checks). Read, not
 * started here: the script is in the page's HTML, and bundling it again would add its kilobyte to every page. A page
 * without it (`gatsby develop`) has nothing held back.
 */
const recordOf = (): EarlyCapture | null =>
  typeof window === "undefined" ? null : ((window as EarlyWindow).__earlyCapture ?? null);

/**
 * Tells each field the visitor typed into before hydration about its text, as its own `input` event would have: the
 * value is set back to the server's through the property React watches, then to the typed text past it, and an
 * `input` event follows (the way Testing Library's `fireEvent.change` reaches a React-controlled field). A select
 * the visitor chose in gets its choice back (React set it to its state when it hydrated) and its `change` event.
 */
function reportTypedFields(root: Element, capture: EarlyCapture) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (!capture.isTextEntry(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    if (!nativeSetter) continue;
    field.value = field.defaultValue;
    nativeSetter.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const { target, value } of capture.chosen) {
    if (!target.isConnected) continue;
    target.value = value;
    target.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

let fieldsReported = false;

/**
 * Called by the view in the commit that hydrated it, before any effect of the page's own runs: each field's typed
 * text and each chosen option reach their component before an effect (a search from the URL, the calendar's month)
 * or the visitor's next keystroke re-renders the form with what React knew.
 */
export function viewCommitted(): void {
  const early = recordOf();
  if (!early || fieldsReported || early.hydrated) return;
  fieldsReported = true;
  const root = document.getElementById("___gatsby");
  if (root) reportTypedFields(root, early);
}

/**
 * Whether the visitor already acted inside `element` before the view hydrated: an event held back for it, or a
 * field in it whose value or choice they changed. A widget that would move to the visitor's clock on hydration (the
 * calendar's month) stays where it is then, so nothing jumps under a finger that is already choosing.
 */
export function visitorActedWithin(element: Element | null): boolean {
  const early = recordOf();
  if (!element || !early || early.hydrated) return false;
  if (early.heldBack.some(({ target }) => element.contains(target))) return true;
  if (early.chosen.some(({ target }) => element.contains(target))) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].some(
    (field) => early.isTextEntry(field) && field.value !== field.defaultValue,
  );
}

/** Dispatches one held-back event again, as the browser would have delivered it to a hydrated page. */
function replay({ target, kind, key, submitter }: HeldBackEvent) {
  if (!target.isConnected) return;
  if (kind === "key") {
    target.dispatchEvent(new KeyboardEvent("keydown", key));
  } else if (kind === "submit") {
    if (target instanceof HTMLFormElement) {
      const button = submitter instanceof HTMLElement && submitter.isConnected ? submitter : null;
      target.requestSubmit(button);
    }
  } else {
    // A real click event, not `HTMLElement.click()`: the target may be the <svg> or <path> of an icon inside a
    // button, which has no click() but bubbles a click to the button like any element.
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: window }));
  }
}

/** The next task: React renders the updates of the previous replay (its sync updates run in a microtask) first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let replayed: Promise<void> | null = null;

/**
 * Called by the view once it has hydrated and rendered its first client-side updates (or rendered after a
 * client-side navigation); resolves once every held-back event has been replayed.
 */
export function viewHydrated(): Promise<void> {
  const early = recordOf();
  if (!early) {
    if (typeof document !== "undefined") document.documentElement.dataset.hydrated = "true";
    return Promise.resolve();
  }
  replayed ??= (async () => {
    viewCommitted();
    // From now on the visitor's own events reach React directly; only what came before is replayed.
    early.hydrated = true;
    while (early.heldBack.length) {
      await nextTask();
      const next = early.heldBack.shift();
      if (next) replay(next);
    }
    await nextTask();
    document.documentElement.dataset.hydrated = "true";
  })();
  return replayed;
}
