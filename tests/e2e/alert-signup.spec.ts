/**
 * The tax-alert signup on /insights, the articles and the tax calendar, as built with GATSBY_NEWSLETTER_ACTION (the
 * test build posts it to https://newsletter.example/subscribe, which these tests answer themselves): refused with
 * a message and nothing sent when the address is blank or malformed; sent to the provider in a new tab with the
 * address and the chosen language; allowed by each page's Content-Security-Policy. Without the variable the block
 * offers the RSS feed and the calendar subscriptions (tests/unit/components/ui/alert-signup.test.tsx).
 */
import type { Request } from "@playwright/test";
import { textIn, type Dictionary } from "../../src/lib/interface-text";
import { readData } from "../helpers/data";
import { englishText } from "../helpers/english";
import { expect, test } from "./fixtures";
import { articleRoutes } from "./routes";

const ACTION = "https://newsletter.example/subscribe";
const spanishText = textIn(readData<Dictionary>("interface/es.json"));

test.describe("the tax-alert signup", () => {
  test("refuses a blank or malformed address, then sends the address and language to the provider", async ({
    page,
    gotoHydrated,
  }) => {
    const requests: Request[] = [];
    await page.context().route(`${ACTION}**`, async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Confirm</title>" });
    });
    const response = await gotoHydrated("/insights");
    expect(response?.headers()["content-security-policy"]).toContain("form-action 'self' https://newsletter.example");

    const signup = page.getByRole("complementary", { name: englishText("alerts.heading") });
    const email = signup.getByRole("textbox", { name: englishText("alerts.emailLabel") });
    const submit = signup.getByRole("button", { name: englishText("alerts.submit") });

    await submit.click();
    await expect(signup.getByText(englishText("alerts.emailRequired"))).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");

    await email.fill("ana@");
    await submit.click();
    await expect(signup.getByText(englishText("forms.errors.emailFormat"))).toBeVisible();
    await expect(email).toHaveValue("ana@");
    expect(requests).toHaveLength(0);

    await email.fill("ana@example.com");
    await signup.getByRole("radio", { name: "Español" }).check();
    const popup = page.waitForEvent("popup");
    await submit.click();
    await (await popup).waitForLoadState();
    expect(requests).toHaveLength(1);
    expect(requests[0].method()).toBe("POST");
    const body = new URLSearchParams(requests[0].postData() ?? "");
    expect([body.get("email"), body.get("tag")]).toEqual(["ana@example.com", "es"]);
    await expect(signup.getByRole("status")).toHaveText(englishText("alerts.sent"));
    await expect(email).toHaveValue("ana@example.com");
  });

  test("is on every article and beside the tax calendar, in the page's language", async ({ warmPage: page }) => {
    await page.goto(articleRoutes[0]);
    await expect(page.getByRole("complementary", { name: englishText("alerts.heading") })).toBeVisible();
    await page.goto(`/es${articleRoutes[0]}`);
    const spanish = page.getByRole("complementary", { name: spanishText("alerts.heading") });
    await expect(spanish.getByRole("radio", { name: "Español" })).toBeChecked();
    await page.goto("/resources");
    const calendar = page.getByRole("region", { name: englishText("taxCalendar.heading") });
    await expect(calendar.getByRole("complementary", { name: englishText("alerts.heading") })).toBeVisible();
  });
});
