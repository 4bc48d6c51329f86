/**
 * The tax-alert signup (src/components/ui/alert-signup.tsx) and its settings (src/lib/newsletter.ts): without a
 * provider, the RSS feed and the calendar subscriptions stand in; with one, a blank or malformed address is refused
 * with a message and nothing is sent. The browser tests post a real signup and check the block of a build without a
 * provider (tests/e2e/alert-signup.spec.ts).
 */
import { fireEvent, render, screen } from "../../../helpers/testing-library";
import { englishText } from "../../../helpers/english";
import { AlertSignup } from "../../../../src/components/ui/alert-signup";
import { newsletterFormOrigins, readNewsletterSettings } from "../../../../src/lib/newsletter";

const settings = {
  action: "https://buttondown.com/api/emails/embed-subscribe/riverwalk",
  emailField: "email",
  languageField: "tag",
};

describe("the newsletter settings", () => {
  it("are off without an https:// subscribe endpoint", () => {
    expect(readNewsletterSettings({})).toBeNull();
    expect(readNewsletterSettings({ GATSBY_NEWSLETTER_ACTION: "  " })).toBeNull();
    expect(readNewsletterSettings({ GATSBY_NEWSLETTER_ACTION: "http://example.com/subscribe" })).toBeNull();
    expect(newsletterFormOrigins(null)).toEqual([]);
  });

  it("take the endpoint and the provider's field names, email and tag by default", () => {
    expect(readNewsletterSettings({ GATSBY_NEWSLETTER_ACTION: settings.action })).toEqual(settings);
    const mailchimp = readNewsletterSettings({
      GATSBY_NEWSLETTER_ACTION: "https://example.us1.list-manage.com/subscribe/post?u=1&id=2",
      GATSBY_NEWSLETTER_EMAIL_FIELD: "EMAIL",
      GATSBY_NEWSLETTER_LANGUAGE_FIELD: "MMERGE3",
    });
    expect(mailchimp).toMatchObject({ emailField: "EMAIL", languageField: "MMERGE3" });
    expect(newsletterFormOrigins(mailchimp)).toEqual(["https://example.us1.list-manage.com"]);
  });
});

describe("AlertSignup", () => {
  it("offers the Insights feed and the calendar subscriptions when no provider is set", () => {
    render(<AlertSignup settings={null} />);
    expect(screen.getByRole("heading", { name: englishText("alerts.followHeading") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: englishText("alerts.feedLink") })).toHaveAttribute(
      "href",
      "/insights/rss.xml",
    );
    expect(screen.getByRole("link", { name: englishText("alerts.calendarLink") })).toHaveAttribute(
      "href",
      "/resources#tax-calendar-heading",
    );
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("leaves the calendar link out beside the calendar", () => {
    render(<AlertSignup settings={null} calendarLink={false} />);
    expect(screen.queryByRole("link", { name: englishText("alerts.calendarLink") })).not.toBeInTheDocument();
  });

  it("posts to the provider with the provider's field names and the page's language chosen", () => {
    const { container } = render(<AlertSignup settings={settings} />, { locale: "es" });
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", settings.action);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("textbox")).toHaveAttribute("name", "email");
    expect(screen.getByRole("radio", { name: "Español" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "English" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Español" })).toHaveAttribute("name", "tag");
  });

  it("refuses a blank or malformed address with a message, keeps what was typed and sends nothing", () => {
    const { container } = render(<AlertSignup settings={settings} />);
    const form = container.querySelector("form") as HTMLFormElement;
    const email = screen.getByRole("textbox", { name: englishText("alerts.emailLabel") });

    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByText(englishText("alerts.emailRequired"))).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();

    fireEvent.change(email, { target: { value: "ana@" } });
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByText(englishText("forms.errors.emailFormat"))).toBeInTheDocument();
    expect(email).toHaveValue("ana@");

    fireEvent.change(email, { target: { value: "ana@example.com" } });
    expect(fireEvent.submit(form)).toBe(true);
    expect(screen.queryByText(englishText("forms.errors.emailFormat"))).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(englishText("alerts.sent"));
    expect(email).not.toHaveAttribute("aria-invalid");
  });
});
