import { render, screen } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { Accordion } from "../../../../src/components/ui/accordion";

const items = [
  { key: "a", title: "When is my return done?", content: <p>Two to three weeks after we have your documents.</p> },
  { key: "b", title: "Can I file an extension?", content: <p>An extension gives you six more months to file.</p> },
  { key: "c", title: "How do refunds work?", content: <p>Usually one to two weeks after the IRS processes it.</p> },
];

describe("Accordion", () => {
  it("opens the first item by default and keeps the others closed", () => {
    render(<Accordion items={items} />);
    expect(screen.getByRole("button", { name: "When is my return done?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Two to three weeks/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Can I file an extension?" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(/six more months/)).not.toBeVisible();
  });

  it("closes the open item when another opens", async () => {
    render(<Accordion items={items} />);
    await userEvent.click(screen.getByRole("button", { name: "Can I file an extension?" }));
    expect(screen.getByRole("button", { name: "Can I file an extension?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "When is my return done?" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("region", { name: "Can I file an extension?" })).toHaveTextContent(/six more months/);
    await userEvent.click(screen.getByRole("button", { name: "Can I file an extension?" }));
    expect(screen.getByRole("button", { name: "Can I file an extension?" })).toHaveAttribute("aria-expanded", "false");
  });

  it("moves between headers with the arrow, Home and End keys", async () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    screen.getByRole("button", { name: "When is my return done?" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Can I file an extension?" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("button", { name: "How do refunds work?" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "When is my return done?" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{Home}");
    expect(screen.getByRole("button", { name: "When is my return done?" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "When is my return done?" })).toHaveAttribute("aria-expanded", "false");
  });
});
