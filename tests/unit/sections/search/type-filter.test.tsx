import { render, screen, within } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { TypeFilter } from "../../../../src/sections/search/type-filter";

describe("type filter", () => {
  it("offers all types and each type with results, and reports the choice", async () => {
    const onChange = jest.fn();
    render(
      <TypeFilter
        selected={null}
        allCount={5}
        counts={{ services: 3, insights: 0, resources: 1, careers: 0, firm: 1 }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole("group", { name: "Show results from" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual(["All5", "Services3", "Resources1", "Firm1"]);
    expect(within(group).getByRole("radio", { name: /All/ })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: /Services/ }));
    expect(onChange).toHaveBeenCalledWith("services");
  });
});
