import { EmailJSResponseStatus } from "@emailjs/browser";
import { render, screen, waitFor } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../../../src/sections/contact/contact-form";
import { deferred, resetEmailForm, setEmailEnv } from "../../../helpers/forms";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { ...actual, init: jest.fn(), sendForm: jest.fn() };
});
const sendForm = (jest.requireMock("@emailjs/browser") as { sendForm: jest.Mock }).sendForm;

const typed = {
  "Full Name": "Dana Whitfield",
  "Phone Number": "(630) 555-0199",
  "Email Address": "dana@example.com",
  Message: "We need help with our partnership return.",
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(() => {
  resetEmailForm(sendForm);
});

describe("ContactForm", () => {
  it("offers tel, email and autocomplete hints, and marks required fields", () => {
    render(<ContactForm />);
    expect(field("Phone Number")).toHaveAttribute("type", "tel");
    expect(field("Phone Number")).toHaveAttribute("autocomplete", "tel");
    expect(field("Full Name")).toHaveAttribute("autocomplete", "name");
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(field("Message")).toBeRequired();
    expect(screen.getByRole("form", { name: "Request a free quote" })).toHaveAttribute("novalidate");
  });

  it("shows a message tied to each invalid field, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("Email Address"), "dana@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(field("Full Name")).toHaveFocus();
    expect(field("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Full Name")).toHaveAccessibleDescription("Please enter your full name.");
    expect(field("Email Address")).toHaveAccessibleDescription(/name@example\.com/);
    expect(field("Phone Number")).toHaveAccessibleDescription("Please enter your phone number.");
    expect(screen.getByRole("status")).toHaveTextContent("Please correct the 4 highlighted fields.");
    expect(sendForm).not.toHaveBeenCalled();

    await user.type(field("Full Name"), "Dana");
    expect(field("Full Name")).not.toHaveAttribute("aria-invalid");
  });

  it("says it is sending, sends once on a double click, then confirms and clears the form", async () => {
    const user = userEvent.setup();
    const reply = deferred<EmailJSResponseStatus>();
    sendForm.mockReturnValue(reply.promise);
    render(<ContactForm />);
    await fillIn(user);
    await user.dblClick(screen.getByRole("button", { name: "Send Message" }));

    const button = await screen.findByRole("button", { name: "Sending…" });
    expect(button).toBeDisabled();
    expect(sendForm).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, form] = sendForm.mock.calls[0];
    expect([serviceId, templateId]).toEqual(["svc", "tpl-contact"]);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      first_name: "Dana Whitfield",
      phone_number: "(630) 555-0199",
      email_address: "dana@example.com",
      message: typed.Message,
    });

    reply.resolve(new EmailJSResponseStatus(200, "OK"));
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Message sent successfully!");
    expect(field("Full Name")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(window.sessionStorage.length).toBe(0);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps every value on failure and says why, with the phone number", async () => {
    const user = userEvent.setup();
    sendForm.mockRejectedValue(new EmailJSResponseStatus(500, "Internal Server Error"));
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Failed to send message. Please try again."));
    expect(status).toHaveTextContent(/error 500/);
    expect(status).toHaveTextContent("(630) 555-0147");
    for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
  });

  it("explains a network failure", async () => {
    const user = userEvent.setup();
    sendForm.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(/could not reach the email service/)).toBeInTheDocument();
    expect(field("Full Name")).toHaveValue(typed["Full Name"]);
  });

  it("restores a draft after a reload in the same tab", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm />);
    await user.type(field("Full Name"), "Dana");
    await user.type(field("Message"), "Half a thought");
    unmount();

    render(<ContactForm />);
    expect(field("Full Name")).toHaveValue("Dana");
    expect(field("Message")).toHaveValue("Half a thought");
  });

  it("drops a submission whose honeypot is filled, without sending, and looks successful", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    // Hidden from assistive technology, so it has no accessible role to query by.
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();

    await user.type(honeypot as HTMLInputElement, "http://spam.example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("without EmailJS settings, says online sending is unavailable, offers phone and email and keeps the text", async () => {
    setEmailEnv({});
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.getByText(/Online sending is unavailable/)).toHaveTextContent("hello@riverwalkcpa.example");
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("status")).toHaveTextContent(/your message was not sent; it is still in the form/);
    expect(screen.getByRole("status")).toHaveTextContent("(630) 555-0147");
    expect(sendForm).not.toHaveBeenCalled();
    expect(field("Message")).toHaveValue(typed.Message);
  });
});
