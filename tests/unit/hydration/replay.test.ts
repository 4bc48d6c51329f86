/**
 * What the view asks, while it hydrates, about what the visitor did before (src/hydration/replay.ts), with the
 * page's early capture (src/hydration/early-capture.ts) holding back their events.
 */
import { fireEvent } from "@testing-library/react";
import { visitorActedWithin } from "../../../src/hydration/replay";
import { captureEarlyEvents } from "../../../src/hydration/early-capture";

// The inline script every built page runs in its head (gatsby/post-build.ts), run here as the page would.
captureEarlyEvents(window, []);

function page() {
  document.body.innerHTML =
    '<div id="___gatsby"><div data-testid="calendar"><button type="button">15</button>' +
    '<select aria-label="Month"><option selected>November</option><option>December</option></select></div>' +
    '<div data-testid="footer"><button type="button">Top</button></div></div>';
  const [calendar, footer] = ["calendar", "footer"].map((id) => document.querySelector(`[data-testid="${id}"]`));
  return { calendar, footer };
}

describe("visitorActedWithin", () => {
  it("is false for a part of the page the visitor has not touched", () => {
    const { calendar } = page();
    expect(visitorActedWithin(calendar)).toBe(false);
  });

  it("is true once a click inside it was held back, and only for that part", () => {
    const { calendar, footer } = page();
    fireEvent.click(calendar?.querySelector("button") as HTMLElement);
    expect(visitorActedWithin(calendar)).toBe(true);
    expect(visitorActedWithin(footer)).toBe(false);
  });

  it("is true once the visitor chose another option in a field inside it", () => {
    const { calendar } = page();
    fireEvent.change(calendar?.querySelector("select") as HTMLSelectElement, { target: { value: "December" } });
    expect(visitorActedWithin(calendar)).toBe(true);
  });
});
