import { EmailJSResponseStatus } from "@emailjs/browser";
import { rateLimitId, sendEmailForm, THROTTLE_MS } from "../../../src/lib/email-client";
import { describeEmailError } from "../../../src/lib/form-messages";
import { isEmailConfigured, missingEmailVariables } from "../../../src/lib/email-config";
import { englishText } from "../../helpers/english";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { ...actual, init: jest.fn(), sendForm: jest.fn() };
});

const sdk = jest.requireMock("@emailjs/browser") as { init: jest.Mock; sendForm: jest.Mock };

const settings = {
  publicKey: "pk",
  serviceId: "svc",
  contactTemplateId: "tpl-contact",
  applicationTemplateId: "tpl-application",
  appointmentTemplateId: "tpl-appointment",
};

beforeEach(() => {
  sdk.sendForm.mockReset();
  window.localStorage.clear();
});

describe("sendEmailForm", () => {
  it("sends the form itself with the service, template, public key and a throttle", async () => {
    sdk.sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const form = document.createElement("form");
    await sendEmailForm("contact", form, settings);
    expect(sdk.sendForm).toHaveBeenCalledWith("svc", "tpl-contact", form, {
      publicKey: "pk",
      limitRate: { id: "riverwalk-contact-form", throttle: THROTTLE_MS },
    });
    await sendEmailForm("application", form, settings);
    expect(sdk.sendForm).toHaveBeenLastCalledWith("svc", "tpl-application", form, expect.anything());
  });

  it("installs its own storage for the throttle once", async () => {
    sdk.sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await sendEmailForm("contact", document.createElement("form"), settings);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init.mock.calls[0][0].storageProvider).toEqual(
      expect.objectContaining({ get: expect.any(Function), set: expect.any(Function), remove: expect.any(Function) }),
    );
  });

  it("rejects with the SDK's error and clears the throttle stamp so the visitor can retry at once", async () => {
    window.localStorage.setItem(rateLimitId("contact"), String(Date.now()));
    const failure = new EmailJSResponseStatus(500, "Internal Server Error");
    sdk.sendForm.mockRejectedValue(failure);
    await expect(sendEmailForm("contact", document.createElement("form"), settings)).rejects.toBe(failure);
    expect(window.localStorage.getItem(rateLimitId("contact"))).toBeNull();
  });

  it("keeps the throttle stamp when the failure is the throttle itself", async () => {
    window.localStorage.setItem(rateLimitId("contact"), "123");
    sdk.sendForm.mockRejectedValue(new EmailJSResponseStatus(429, "Too Many Requests"));
    await expect(sendEmailForm("contact", document.createElement("form"), settings)).rejects.toMatchObject({
      status: 429,
    });
    expect(window.localStorage.getItem(rateLimitId("contact"))).toBe("123");
  });
});

describe("describeEmailError", () => {
  it.each([
    [new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), "headless", /automated/],
    [new EmailJSResponseStatus(403, "Forbidden"), "blocked", /refused/],
    [new EmailJSResponseStatus(429, "Too Many Requests"), "throttled", /Too many messages/],
    [new EmailJSResponseStatus(), "network", /could not reach/],
    [new TypeError("Failed to fetch"), "network", /internet connection/],
    [new EmailJSResponseStatus(400, "The template ID is invalid"), "rejected", /error 400/],
    [new EmailJSResponseStatus(500, "Internal Server Error"), "server", /error 500/],
    [new EmailJSResponseStatus(503, "Service Unavailable"), "server", /problem right now \(error 503\)/],
  ])("maps %p to %s", (error, kind, reason) => {
    const described = describeEmailError(error, englishText);
    expect(described.kind).toBe(kind);
    expect(described.reason).toMatch(reason);
  });

  it.each([
    ["The public key is required. Visit https://dashboard.emailjs.com/admin/account", "missing-public-key"],
    ["The service ID is required. Visit https://dashboard.emailjs.com/admin", "missing-service"],
    ["The template ID is required. Visit https://dashboard.emailjs.com/admin/templates", "missing-template"],
    ["The 3rd parameter is expected to be the HTML form element or the style selector of the form", "missing-form"],
  ])("maps the SDK's thrown %p to %s without exposing the dashboard URL", (error, kind) => {
    const described = describeEmailError(error, englishText);
    expect(described.kind).toBe(kind);
    expect(described.reason).not.toMatch(/dashboard|https?:/);
  });

  it("falls back to a plain sentence for anything else", () => {
    expect(describeEmailError(new Error("boom"), englishText).kind).toBe("unknown");
    expect(describeEmailError(undefined, englishText).reason).toMatch(/unexpected/);
  });
});

describe("configuration", () => {
  it("names every missing or blank variable", () => {
    expect(missingEmailVariables({})).toEqual([
      "GATSBY_EMAILJS_PUBLIC_KEY",
      "GATSBY_EMAILJS_SERVICE_ID",
      "GATSBY_EMAILJS_CONTACT_TEMPLATE_ID",
      "GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID",
      "GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID",
    ]);
    expect(missingEmailVariables({ ...settings, serviceId: "  " })).toEqual(["GATSBY_EMAILJS_SERVICE_ID"]);
    expect(missingEmailVariables(settings)).toEqual([]);
  });

  it("treats each form as configured only with the key, the service and its own template", () => {
    expect(isEmailConfigured("contact", settings)).toBe(true);
    expect(isEmailConfigured("contact", { ...settings, contactTemplateId: undefined })).toBe(false);
    expect(isEmailConfigured("application", { ...settings, contactTemplateId: undefined })).toBe(true);
    expect(isEmailConfigured("application", { ...settings, publicKey: "" })).toBe(false);
    expect(isEmailConfigured("appointment", settings)).toBe(true);
    expect(isEmailConfigured("appointment", { ...settings, appointmentTemplateId: " " })).toBe(false);
    expect(isEmailConfigured("contact", { ...settings, appointmentTemplateId: undefined })).toBe(true);
  });

  it("reads the GATSBY_ variables", () => {
    const saved = { ...process.env };
    process.env.GATSBY_EMAILJS_PUBLIC_KEY = "a";
    process.env.GATSBY_EMAILJS_SERVICE_ID = "b";
    process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID = "c";
    delete process.env.GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID;
    process.env.GATSBY_EMAILJS_APPOINTMENT_TEMPLATE_ID = "d";
    expect(isEmailConfigured("contact")).toBe(true);
    expect(isEmailConfigured("application")).toBe(false);
    expect(isEmailConfigured("appointment")).toBe(true);
    process.env = saved;
  });
});
