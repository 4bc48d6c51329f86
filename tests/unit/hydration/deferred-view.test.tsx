/**
 * A page's deferred view (src/hydration/deferred-view.tsx with src/hydration/replay.ts), hydrating real server
 * markup in jsdom, with the page's early capture (src/hydration/early-capture.ts) holding back what the visitor does
 * before it has.
 */
import { Suspense, useState } from "react";
import { TextEncoder } from "node:util";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { deferredView } from "../../../src/hydration/deferred-view";
import { captureEarlyEvents } from "../../../src/hydration/early-capture";

// The inline script every built page runs in its head (gatsby/post-build.ts), run here as the page would.
captureEarlyEvents(window, []);

// React's server renderer needs TextEncoder, which jsdom lacks; Node's is the same.
globalThis.TextEncoder = TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server");

function Menu() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [month, setMonth] = useState("11");
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <svg aria-hidden="true" data-testid="menu-icon">
          <path d="M0 0h1" />
        </svg>
        Menu
      </button>
      <ul role="listbox" tabIndex={0} aria-label="Steps" onKeyDown={(e) => e.key === "ArrowDown" && setStep(step + 1)}>
        <li>Step {step}</li>
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(name);
        }}
      >
        <label>
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
      <output>{name ? `Hello ${name}` : "No name"}</output>
      <p>{sent === null ? "Nothing sent" : `Sent for ${sent}`}</p>
      <label>
        Month
        <select value={month} onChange={(event) => setMonth(event.target.value)}>
          <option value="11">November</option>
          <option value="12">December</option>
        </select>
      </label>
      <p>Showing month {month}</p>
      <a href="#contact">Contact</a>
    </div>
  );
}

const viewModule = { default: Menu };
let root: Root | undefined;

afterAll(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("a page's deferred view", () => {
  it("loads at once, hydrates the server markup and replays, in order, what the visitor did before", async () => {
    const container = document.createElement("div");
    container.id = "___gatsby";
    // The server renders the view inside the same Suspense boundary as the browser.
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Menu />
      </Suspense>,
    );
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve(viewModule));
    const Page = deferredView(load);
    expect(load).toHaveBeenCalledTimes(1);

    // Before the view has hydrated: a tap on the button's icon is held back, a link is left to the browser, typed
    // text stays in its field, an arrow key on a widget is kept for it, and the form's Send button is held back.
    expect(fireEvent.click(screen.getByTestId("menu-icon"))).toBe(false);
    expect(fireEvent.click(screen.getByRole("link", { name: "Contact" }))).toBe(true);
    const field = screen.getByRole("textbox", { name: "Name" });
    (field as HTMLInputElement).value = "Ana";
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "ArrowDown" });
    // A choice in a select, which React sets back to its state when it hydrates.
    fireEvent.change(screen.getByRole("combobox", { name: "Month" }), { target: { value: "12" } });
    expect(fireEvent.click(screen.getByRole("button", { name: "Send" }))).toBe(false);
    expect(document.documentElement).not.toHaveAttribute("data-hydrated");

    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-hydrated", "true"), { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Hello Ana")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ana");
    expect(screen.getByText("Step 1")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveValue("12");
    expect(screen.getByText("Showing month 12")).toBeInTheDocument();
    // The submission came after the typing, and saw it.
    expect(screen.getByText("Sent for Ana")).toBeInTheDocument();

    // Hydrated: the button toggles once per click from now on.
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
