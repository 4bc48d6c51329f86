import { render, screen } from "../../../helpers/testing-library";
import userEvent from "@testing-library/user-event";
import firm from "../../../../data/site/en/firm.json";
import { AppointmentForm } from "../../../../src/sections/appointment/appointment-form";
import { emailEnv, resetEmailForm, setEmailEnv } from "../../../helpers/forms";
import { englishText as t } from "../../../helpers/english";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { ...actual, init: jest.fn(), sendForm: jest.fn() };
});
const sendForm = (jest.requireMock("@emailjs/browser") as { sendForm: jest.Mock }).sendForm;

const services = [
  { slug: "income-tax-preparation", label: "Income Tax Preparation", category: "Taxes" },
  { slug: "bookkeeping", label: "Bookkeeping", category: "Accounting" },
];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(() => {
  resetEmailForm(sendForm);
  window.history.replaceState(null, "", "/contact/appointment");
});

describe("AppointmentForm", () => {
  it("chooses the service a service page's link names", () => {
    window.history.replaceState(null, "", "/contact/appointment?service=bookkeeping");
    render(<AppointmentForm services={services} hours={firm.hours} sentDetail="Next." />);
    expect(field(t("appointment.service"))).toHaveValue("bookkeeping");
  });

  it("without its template, says online requests are unavailable, gives the phone and keeps what was typed", async () => {
    setEmailEnv({ ...emailEnv, GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID: undefined });
    const user = userEvent.setup();
    render(<AppointmentForm services={services} hours={firm.hours} sentDetail="Next." />);
    expect(screen.getByRole("form", { name: t("appointment.formName") })).toHaveTextContent(firm.phoneDisplay);
    expect(screen.getByRole("link", { name: firm.phoneDisplay })).toHaveAttribute("href", `tel:${firm.phoneTel}`);

    await user.selectOptions(field(t("appointment.service")), "income-tax-preparation");
    await user.click(screen.getByRole("radio", { name: t("appointment.modes.phone") }));
    const now = new Date();
    // Two weeks ahead, moved off a Sunday or a holiday by trying the following days.
    let chosen = "";
    for (let offset = 14; offset < 30 && !chosen; offset++) {
      const date = new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      await user.clear(screen.getAllByLabelText(new RegExp(`^${t("appointment.date")}`))[0]);
      await user.type(screen.getAllByLabelText(new RegExp(`^${t("appointment.date")}`))[0], date);
      const time = screen.getAllByLabelText(new RegExp(`^${t("appointment.time")}`))[0] as HTMLSelectElement;
      if (!time.disabled) {
        await user.selectOptions(time, time.options[1].value);
        chosen = date;
      }
    }
    expect(chosen).not.toBe("");
    await user.type(field(t("forms.fields.fullName")), "Dana Whitfield");
    await user.type(field(t("forms.fields.phoneNumber")), "(630) 555-0199");
    await user.type(field(t("forms.fields.emailAddress")), "dana@example.com");
    await user.click(screen.getByRole("button", { name: t("appointment.submit") }));

    expect(screen.getByRole("status")).toHaveTextContent(/unavailable/);
    expect(screen.getByRole("status")).toHaveTextContent(firm.phoneDisplay);
    expect(sendForm).not.toHaveBeenCalled();
    expect(field(t("forms.fields.fullName"))).toHaveValue("Dana Whitfield");
    expect(field(t("appointment.service"))).toHaveValue("income-tax-preparation");
    expect(screen.getByRole("radio", { name: t("appointment.modes.phone") })).toBeChecked();
    expect(screen.getAllByLabelText(new RegExp(`^${t("appointment.date")}`))[0]).toHaveValue(chosen);
  });
});
