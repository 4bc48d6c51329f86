/**
 * A page's deferred view (src/components/deferred-view.tsx with src/lib/hydration.ts), hydrating real server markup
 * in jsdom. The module keeps the page's state (intent shown, view hydrated) as a browser tab does, so the tests run
 * in order: a first visit, then a client-side navigation.
 */
import { Suspense, useState } from "react";
import { TextEncoder } from "node:util";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, fireEvent, screen } from "@testing-library/react";
import { deferredView } from "../../../src/components/deferred-view";

// React's server renderer needs TextEncoder, which jsdom lacks; Node's is the same.
globalThis.TextEncoder = TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server");

function Menu() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [step, setStep] = useState(0);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <ul role="listbox" tabIndex={0} aria-label="Steps" onKeyDown={(e) => e.key === "ArrowDown" && setStep(step + 1)}>
        <li>Step {step}</li>
      </ul>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name ? `Hello ${name}` : "No name"}</output>
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

/** Settles the view's dynamic import and React's work after it. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("a page's deferred view", () => {
  it("stays server markup until the visitor shows intent, then hydrates, replaying what they did meanwhile", async () => {
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

    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement).not.toHaveAttribute("data-hydrated");

    // Before the view has loaded: a click on the button is held back, a link is left to the browser, typed text
    // stays in its field, and an arrow key on a widget is kept for it.
    expect(fireEvent.click(screen.getByRole("button", { name: "Menu" }))).toBe(false);
    expect(fireEvent.click(screen.getByRole("link", { name: "Contact" }))).toBe(true);
    const field = screen.getByRole("textbox", { name: "Name" });
    (field as HTMLInputElement).value = "Ana";
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "ArrowDown" });

    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Hello Ana")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Ana");
    expect(screen.getByText("Step 1")).toBeInTheDocument();

    // Hydrated: the button toggles once per click from now on.
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("after the first view, fetches a page's view as soon as its module loads (a client-side navigation)", () => {
    const load = jest.fn(() => Promise.resolve(viewModule));
    deferredView(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
