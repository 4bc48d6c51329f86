import { render, screen } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { ReadMore } from "../../../../src/components/ui/read-more";

const long = `${"Our books are finally in order. ".repeat(10)}The end.`;

describe("ReadMore", () => {
  it("shows the first 250 characters and an ellipsis, then the whole text on Read More", async () => {
    const user = userEvent.setup();
    render(<ReadMore text={long} />);
    const button = screen.getByRole("button", { name: "Read More" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(`${long.slice(0, 250)}…`)).toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole("button", { name: "Read Less" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(long)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Read Less" }));
    expect(screen.getByText(`${long.slice(0, 250)}…`)).toBeInTheDocument();
  });

  it("shows a text of 250 characters or fewer whole, without a control", () => {
    const exact = "y".repeat(250);
    render(<ReadMore text={exact} />);
    expect(screen.getByText(exact)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
