import { EmailJSResponseStatus } from "@emailjs/browser";
import { render, screen, waitFor } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import { ApplicationForm } from "../../../../src/sections/careers/application-form";
import { deferred, emailEnv, mockFirm, setEmailEnv } from "../../../helpers/forms";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { ...actual, init: jest.fn(), sendForm: jest.fn() };
});
const sendForm = (jest.requireMock("@emailjs/browser") as { sendForm: jest.Mock }).sendForm;

const positions = ["Senior Tax Accountant", "Audit Associate", "Bookkeeping Specialist", "Administrative Assistant"];
const mb = 1024 * 1024;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const resumeInput = () => screen.getByLabelText(/^Résumé/) as HTMLInputElement;
const pdf = (size = 1000, name = "resume.pdf") => {
  const file = new File(["%PDF-1.7"], name, { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), "Lee Okafor");
  await user.type(field("Email Address"), "lee@example.com");
  await user.type(field("Phone Number"), "630 555 0100");
}

beforeEach(() => {
  mockFirm();
  setEmailEnv(emailEnv);
  sendForm.mockReset();
  window.localStorage.clear();
});

describe("ApplicationForm", () => {
  it("lists the positions with the page's own preselected, and accepts PDFs and images", () => {
    render(<ApplicationForm positions={positions} defaultPosition="Bookkeeping Specialist" />);
    const select = screen.getByRole("combobox", { name: /Position/ });
    expect(select).toHaveValue("Bookkeeping Specialist");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(positions);
    expect(resumeInput()).toHaveAttribute("accept", "image/*,application/pdf");
    expect(resumeInput()).toHaveAccessibleDescription("PDF or image, up to 2 MB.");
    expect(field("Phone Number")).toHaveAttribute("type", "tel");
  });

  it("flags missing fields, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(field("Full Name")).toHaveFocus();
    expect(field("Email Address")).toHaveAccessibleDescription("Please enter your email address.");
    expect(screen.getByRole("status")).toHaveTextContent("Please correct the 3 highlighted fields.");
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("refuses a file of another type as soon as it is chosen, and before sending", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    await fillIn(user);
    const word = new File(["doc"], "resume.docx", {
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    await user.upload(resumeInput(), word);
    expect(resumeInput()).toHaveAccessibleDescription(/“resume\.docx” is not a PDF or an image/);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(resumeInput()).toHaveFocus();
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("refuses a file over the limit, which a prop can change", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    await fillIn(user);
    await user.upload(resumeInput(), pdf(3 * mb));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(resumeInput()).toHaveAccessibleDescription(/is 3 MB; the limit is 2 MB/);
    expect(sendForm).not.toHaveBeenCalled();
    unmount();

    sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" maxFileMb={5} />);
    await fillIn(user);
    await user.upload(resumeInput(), pdf(3 * mb));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
  });

  it("sends the fields and the file, shows the sending state, then confirms and resets", async () => {
    const user = userEvent.setup();
    const reply = deferred<EmailJSResponseStatus>();
    sendForm.mockReturnValue(reply.promise);
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    await fillIn(user);
    await user.selectOptions(screen.getByRole("combobox", { name: /Position/ }), "Administrative Assistant");
    await user.upload(resumeInput(), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    const [serviceId, templateId, form] = sendForm.mock.calls[0];
    expect([serviceId, templateId]).toEqual(["svc", "tpl-application"]);
    const data = new FormData(form as HTMLFormElement);
    expect(data.get("position_name")).toBe("Administrative Assistant");
    // jsdom's FormData does not see files set by user-event; the browser test checks the multipart file part.
    expect((form as HTMLFormElement).elements.namedItem("file_name")).toBe(resumeInput());
    expect(resumeInput().files?.[0]?.name).toBe("resume.pdf");

    reply.resolve(new EmailJSResponseStatus(200, "OK"));
    expect(await screen.findByText("Application submitted successfully!")).toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /Position/ })).toHaveValue("Audit Associate");
    expect(resumeInput().files).toHaveLength(0);
  });

  it("keeps every value and the chosen file when sending fails", async () => {
    const user = userEvent.setup();
    sendForm.mockRejectedValue(new EmailJSResponseStatus(429, "Too Many Requests"));
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    await fillIn(user);
    await user.upload(resumeInput(), pdf());
    await user.click(screen.getByRole("button", { name: "Submit Application" }));

    const status = screen.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Failed to send application. Please try again."));
    expect(status).toHaveTextContent(/Too many messages/);
    expect(field("Full Name")).toHaveValue("Lee Okafor");
    expect(field("Email Address")).toHaveValue("lee@example.com");
    expect(field("Phone Number")).toHaveValue("630 555 0100");
    expect(resumeInput().files?.[0]?.name).toBe("resume.pdf");
  });

  it("without EmailJS settings, offers the careers email instead and sends nothing", async () => {
    setEmailEnv({});
    const user = userEvent.setup();
    render(<ApplicationForm positions={positions} defaultPosition="Audit Associate" />);
    expect(screen.getByText(/Online applications are unavailable/)).toHaveTextContent("careers@riverwalkcpa.example");
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(screen.getByRole("status")).toHaveTextContent(/nothing was sent; your details are still in the form/);
    expect(sendForm).not.toHaveBeenCalled();
    expect(field("Full Name")).toHaveValue("Lee Okafor");
  });
});
