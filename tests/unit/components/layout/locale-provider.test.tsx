/**
 * No English on a Spanish page, by construction: a component knows its page's language only from the
 * page, and a Spanish page without its dictionary fails instead of falling back to English. The messages built
 * from dictionary sentences with links inside (RichText) follow the page's language too.
 */
import { render as renderBare } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import en from "../../../../data/interface/en.json";
import es from "../../../../data/interface/es.json";
import { pageLocaleOf } from "../../../../src/components/layout/locale-provider";
import { useText } from "../../../../src/hooks/use-text";
import { ContactForm } from "../../../../src/sections/contact/contact-form";
import { EmailJSResponseStatus } from "@emailjs/browser";
import { render, screen } from "../../../helpers/testing-library";
import { emailEnv, mockFirm, setEmailEnv } from "../../../helpers/forms";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { ...actual, init: jest.fn(), sendForm: jest.fn() };
});
const sendForm = (jest.requireMock("@emailjs/browser") as { sendForm: jest.Mock }).sendForm;

/** The English sentences of a dictionary entry, without its placeholders. */
const sentences = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.split(" ").length >= 3);

function Label() {
  const t = useText();
  return <p>{t("contact.formName")}</p>;
}

describe("the page's language", () => {
  it("comes from the page context with its dictionary, or the path for Gatsby's copies of the 404 page", () => {
    expect(pageLocaleOf({ locale: "es", dictionary: es }, "/es/about")).toEqual({ locale: "es", dictionary: es });
    expect(pageLocaleOf({ locale: "en", dictionary: en }, "/about")).toEqual({ locale: "en", dictionary: en });
    expect(pageLocaleOf({ dictionary: en }, "/404.html")).toEqual({ locale: "en", dictionary: en });
  });

  it("is never guessed: a Spanish page without its dictionary, or a component outside a page, fails", () => {
    expect(() => pageLocaleOf({ locale: "es" }, "/es/about")).toThrow(/no interface dictionary/);
    // No dictionary is bundled, English included: every page brings its own in its page data.
    expect(() => pageLocaleOf({ locale: "en" }, "/about")).toThrow(/no interface dictionary/);
    expect(() => pageLocaleOf({ locale: "fr", dictionary: en }, "/fr/about")).toThrow(/no interface dictionary/);
    expect(() => pageLocaleOf(undefined, "/es/contact")).toThrow(/no interface dictionary/);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderBare(<Label />)).toThrow(/LocaleProvider/);
    jest.mocked(console.error).mockRestore();
  });

  it("gives a component the words of its page", () => {
    render(<Label />, { locale: "es" });
    expect(screen.getByText(es.contact.formName)).toBeInTheDocument();
  });
});

describe("a Spanish form's messages with links inside", () => {
  beforeEach(() => {
    mockFirm();
    sendForm.mockReset();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it("says in Spanish that online sending is unavailable, with no English sentence", () => {
    setEmailEnv({});
    render(<ContactForm />, { locale: "es" });
    const notice = screen.getByText(new RegExp(`^${sentences(es.contact.unavailable)[0]}`));
    sentences(en.contact.unavailable).forEach((sentence) => expect(notice.textContent).not.toContain(sentence));
  });

  it("explains a failed send in Spanish only", async () => {
    setEmailEnv(emailEnv);
    sendForm.mockRejectedValue(new EmailJSResponseStatus(500, "Internal Server Error"));
    const user = userEvent.setup();
    render(<ContactForm />, { locale: "es" });
    for (const [name, value] of [
      ["first_name", "Dana Whitfield"],
      ["phone_number", "(630) 555-0199"],
      ["email_address", "dana@example.com"],
      ["message", "Necesitamos ayuda con nuestra declaración."],
    ]) {
      await user.type(document.querySelector(`[name="${name}"]`) as HTMLElement, value);
    }
    await user.click(screen.getByRole("button", { name: es.contact.submit }));
    const status = await screen.findByText(es.contact.failed);
    const message = status.closest("[role='status']")?.textContent ?? "";
    expect(message).toContain(sentences(es.contact.failedDetail)[0]);
    [...sentences(en.contact.failedDetail), ...sentences(en.errors.email.server)].forEach((sentence) =>
      expect(message).not.toContain(sentence),
    );
  });
});
