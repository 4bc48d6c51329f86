import { render, screen } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { Tabs } from "../../../../src/components/ui/tabs";

const items = [
  { key: "NoPlanetB", label: "No Planet B", content: <p>Tree planting along the river.</p> },
  { key: "Education", label: "Education", content: <p>Scholarships and mentoring.</p> },
  { key: "MentalHealth", label: "Mental Health", content: <p>Peer support groups.</p> },
];

describe("Tabs", () => {
  it("selects the first tab by default and keeps every panel's text in the document", () => {
    render(<Tabs label="Campaigns" items={items} />);
    expect(screen.getByRole("tablist", { name: "Campaigns" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: "No Planet B" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(first).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Education" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "No Planet B" })).toHaveTextContent("Tree planting");
    expect(screen.getByText("Scholarships and mentoring.")).not.toBeVisible();
  });

  it("moves and activates with the arrow keys, wrapping, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Campaigns" items={items} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "No Planet B" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const education = screen.getByRole("tab", { name: "Education" });
    expect(education).toHaveFocus();
    expect(education).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Scholarships and mentoring.")).toBeVisible();
    expect(screen.getByText("Tree planting along the river.")).not.toBeVisible();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Mental Health" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "No Planet B" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Mental Health" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "No Planet B" })).toHaveFocus();
  });

  it("shows a tab's panel when clicked; only the selected tab is in the tab order", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Campaigns" items={items} />);
    await user.click(screen.getByRole("tab", { name: "Mental Health" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Peer support groups.");
    expect(screen.getAllByRole("tab").filter((tab) => tab.getAttribute("tabindex") === "0")).toHaveLength(1);
  });
});
