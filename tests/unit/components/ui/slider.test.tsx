import { act, fireEvent, render, screen } from "../../../helpers/testing-library";
import { Slider } from "../../../../src/components/ui/slider";

const quotes = ["Clear advice", "Books in order", "IRS notice resolved", "Payroll on time", "Great planning"];

async function renderSlider(props: Partial<Parameters<typeof Slider>[0]> = {}) {
  const view = render(
    <Slider label="Client testimonials" itemName="testimonial" autoplaySpeed={5000} dots {...props}>
      {quotes.map((quote) => (
        <p key={quote}>
          {quote} <a href="/contact">Contact {quote}</a>
        </p>
      ))}
    </Slider>,
  );
  await takeOver();
  return view;
}

/** Lets react-slick's code load (on demand) and take over the server-rendered track. */
async function takeOver() {
  await act(async () => {
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
  });
}

function currentDot(): number {
  const dots = screen.getAllByRole("button", { name: /^Show testimonial/ });
  return dots.findIndex((dot) => dot.getAttribute("aria-current") === "true");
}

function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes("prefers-reduced-motion"),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Lets time pass in small steps, so react-slick's chained timers and React's updates all get to run. */
function tick(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) act(() => jest.advanceTimersByTime(50));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("Slider", () => {
  it("is a named carousel region with named previous/next buttons", async () => {
    await renderSlider();
    expect(screen.getByRole("region", { name: "Client testimonials" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next testimonial" })).toBeInTheDocument();
  });

  it("advances on its own and stops when the pause button is pressed", async () => {
    await renderSlider();
    expect(currentDot()).toBe(0);
    tick(5100);
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic testimonial rotation" }));
    expect(screen.getByRole("button", { name: "Play automatic testimonial rotation" })).toBeInTheDocument();
    tick(20000);
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic testimonial rotation" }));
    tick(5100);
    expect(currentDot()).toBe(2);
  });

  it("pauses while the pointer is over it or focus is inside the slides", async () => {
    await renderSlider();
    const region = screen.getByRole("region", { name: "Client testimonials" });
    fireEvent.mouseEnter(region);
    tick(15000);
    expect(currentDot()).toBe(0);
    fireEvent.mouseLeave(region);
    tick(5100);
    expect(currentDot()).toBe(1);
    const visibleLink = screen
      .getAllByRole("link")
      .find((link) => link.closest("[aria-hidden='true']") === null) as HTMLElement;
    fireEvent.focus(visibleLink);
    tick(15000);
    expect(currentDot()).toBe(1);
  });

  it("does not rotate under prefers-reduced-motion, but offers to start", async () => {
    const restore = mockReducedMotion(true);
    try {
      await renderSlider();
      tick(20000);
      expect(currentDot()).toBe(0);
      expect(screen.getByRole("button", { name: "Play automatic testimonial rotation" })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("has no pause button when it does not rotate", async () => {
    await renderSlider({ autoplaySpeed: undefined });
    expect(screen.queryByRole("button", { name: /automatic/ })).not.toBeInTheDocument();
  });

  it("moves to the slide whose pagination button is pressed, and with the arrows", async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 4 of 5" }));
    tick(600);
    expect(currentDot()).toBe(3);
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    tick(600);
    expect(currentDot()).toBe(4);
  });

  it("keeps a press made before react-slick has taken over and moves once it has", async () => {
    render(
      <Slider label="Client testimonials" itemName="testimonial" dots>
        {quotes.map((quote) => (
          <p key={quote}>{quote}</p>
        ))}
      </Slider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3 of 5" }));
    await takeOver();
    tick(600);
    expect(currentDot()).toBe(2);
  });

  it("on the first screen, keeps its server-rendered view until its first advance, slides out of view inert", async () => {
    const observed: Element[] = [];
    class OnScreen {
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe(target: Element) {
        observed.push(target);
        this.report([{ target, isIntersecting: true, intersectionRatio: 1 }]);
      }
      disconnect() {}
      unobserve() {}
    }
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: OnScreen });
    try {
      await renderSlider({ perView: [[0, 1]] });
      expect(observed).toHaveLength(1);
      const slides = screen.getAllByRole("group", { hidden: true });
      expect(slides).toHaveLength(quotes.length);
      expect(slides[0]).not.toHaveAttribute("inert");
      for (const slide of slides.slice(1)) expect(slide).toHaveAttribute("inert");
      expect(currentDot()).toBe(0);
      tick(5100);
      await takeOver();
      tick(600);
      expect(currentDot()).toBe(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("takes hidden slides and react-slick's clones out of the tab order", async () => {
    await renderSlider({ perView: [[0, 2]] });
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"));
    const hidden = links.filter((link) => link.closest("[aria-hidden='true']"));
    const shown = links.filter((link) => !link.closest("[aria-hidden='true']"));
    expect(hidden.length).toBeGreaterThan(quotes.length - 2);
    expect(shown).toHaveLength(2);
    for (const link of hidden) {
      expect(link).toHaveAttribute("tabindex", "-1");
      expect(link.closest(".slick-slide")).toHaveAttribute("inert");
    }
    for (const link of shown) expect(link).not.toHaveAttribute("tabindex");
  });
});
