import { useState } from "react";
import { render, screen } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { ModalDialog } from "../../../../src/components/ui/modal-dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="We're Hiring" closeLabel="Close application form">
        <label htmlFor="name">Full Name</label>
        <input id="name" />
        <button type="submit">Submit Application</button>
      </ModalDialog>
    </>
  );
}

describe("ModalDialog", () => {
  it("renders nothing focusable while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();
  });

  it("opens as a labelled modal dialog with focus inside and the page behind locked", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    const dialog = screen.getByRole("dialog", { name: "We're Hiring" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByLabelText("Full Name")).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("traps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Submit Application" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close application form" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Submit Application" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Apply Now" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes with its named close button and returns focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Apply Now" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close application form" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
