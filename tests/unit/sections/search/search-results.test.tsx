import { render, screen, within } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { SearchResults } from "../../../../src/sections/search/search-results";
import type { SearchHit } from "../../../../src/sections/search/use-site-search";

const hit = (n: number, excerpt = `Result <mark>payroll</mark> number ${n}`): SearchHit => ({
  id: `r${n}`,
  path: `/page-${n}`,
  title: `Page ${n}`,
  type: "services",
  excerpt,
});

describe("search results", () => {
  it("shows title link, type and excerpt, with only the matched words marked", () => {
    const { container } = render(
      <SearchResults
        hits={[hit(1, 'Run <mark>payroll</mark> &amp; file <img src=x onerror="alert(1)"><script>alert(2)</script>')]}
        total={1}
        busy={false}
        onShowMore={jest.fn()}
      />,
    );
    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/page-1");
    expect(within(item).getByText("Services")).toBeInTheDocument();
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(container.querySelector("mark")).toHaveTextContent("payroll");
    expect(container.querySelector("img, script")).toBeNull();
    expect(item).toHaveTextContent("Run payroll & file alert(2)");
  });

  it("offers more results and moves focus to the first new one", async () => {
    const first = Array.from({ length: 10 }, (_, i) => hit(i + 1));
    const more = Array.from({ length: 2 }, (_, i) => hit(i + 11));
    let hits = first;
    const onShowMore = jest.fn(async () => {
      hits = [...first, ...more];
      rerender(<SearchResults hits={hits} total={12} busy={false} onShowMore={onShowMore} />);
    });
    const { rerender } = render(<SearchResults hits={hits} total={12} busy={false} onShowMore={onShowMore} />);
    expect(screen.getByText("Showing 10 of 12")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more results" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    expect(screen.getByRole("link", { name: "Page 11" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });
});
