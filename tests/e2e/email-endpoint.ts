import type { Page, Request, Route } from "playwright-core";

export const SEND_FORM_URL = "https://api.emailjs.com/api/v1.0/email/send-form";

/** The values the build was given (scripts/test-all.mjs supplies these dummies when none are set). */
export const expectedEmailSettings = {
  user_id: process.env.GATSBY_EMAILJS_PUBLIC_KEY || "test-public-key",
  service_id: process.env.GATSBY_EMAILJS_SERVICE_ID || "test-service",
  contactTemplate: process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID || "test-contact-template",
  applicationTemplate: process.env.GATSBY_EMAILJS_APPLICATION_TEMPLATE_ID || "test-application-template",
};

export type Answer = { status: number; body?: string } | "abort";

/**
 * Stands in for EmailJS: answers send-form requests with the given answers in turn (the last one repeats)
 * and keeps every request so the test can read the multipart body the page really sent.
 */
export async function interceptEmailJs(page: Page, ...answers: Answer[]): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(SEND_FORM_URL, async (route: Route) => {
    requests.push(route.request());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 200, body: "OK" };
    if (answer === "abort") return route.abort("internetdisconnected");
    return route.fulfill({
      status: answer.status,
      contentType: "text/plain",
      headers: { "access-control-allow-origin": "*" },
      body: answer.body ?? "",
    });
  });
  return requests;
}

/** Parses the request's multipart body with the platform's own parser. */
export async function multipartOf(request: Request): Promise<FormData> {
  const contentType = request.headers()["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new Error(`Not multipart: ${contentType}`);
  const body = request.postDataBuffer();
  if (!body) throw new Error("The request has no body");
  return new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
}
