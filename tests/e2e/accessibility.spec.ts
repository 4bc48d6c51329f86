import { describeViolations, expect, runAxe, test } from "./fixtures";
import { allRoutes } from "./routes";

test.describe("axe (WCAG 2.2 AA)", { tag: "@both" }, () => {
  for (const route of [...allRoutes, "/no-such-page"]) {
    test(`${route} has no violations`, async ({ warmPage }) => {
      await warmPage.goto(route, { waitUntil: "load" });
      expect(describeViolations(await runAxe(warmPage))).toEqual([]);
    });
  }
});
