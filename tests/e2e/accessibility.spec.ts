import { describeViolations, expect, runAxe, test } from "./fixtures";
import { allRoutes, spanishRoutes } from "./routes";

test.describe("axe (WCAG 2.2 AA)", { tag: "@both" }, () => {
  // Every route of both editions (the Spanish ones, issue 16, include the Insights listings and /es/search).
  for (const route of [...allRoutes, "/no-such-page", ...spanishRoutes, "/es/no-such-page"]) {
    test(`${route} has no violations`, async ({ warmPage }) => {
      await warmPage.goto(route, { waitUntil: "load" });
      expect(describeViolations(await runAxe(warmPage))).toEqual([]);
    });
  }
});
