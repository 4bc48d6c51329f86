/**
 * @jest-environment node
 *
 * Each page's data carries only the dictionary groups its code names (gatsby/dictionary-groups.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import en from "../../../data/interface/en.json";
import { dictionaryFor, dictionaryGroupsOf } from "../../../gatsby/dictionary-groups";

const root = path.resolve(__dirname, "../../..");
const groups = Object.keys(en);

describe("the dictionary groups of a page", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dictionary-groups-"));
  const write = (file: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  };
  write("gatsby-browser.tsx", 'export { wrapPageElement } from "./src/wrap";');
  write("src/wrap.tsx", 'export const wrapPageElement = () => t("header.openMenu");');
  write(
    "src/pages/page.tsx",
    'import { Form } from "../form";\nconst Chart = () => import("./chart");\nt("common.more");\n' +
      'export default deferredView(() => import(/* webpackChunkName: "view---src-pages-page-tsx" */ "../views/page"));',
  );
  write("src/views/page.tsx", 'export default () => t("footer.copyright");');
  write("src/form/index.tsx", "export const Form = (code: string) => t(`forms.errors.${code}`);");
  write("src/pages/chart.ts", "export default () => 'planner.title';");
  write("src/unused.ts", 't("taxCalendar.heading");');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are those named by the page, what it imports (also lazily, its view too) and what every page renders through", () => {
    const found = dictionaryGroupsOf("src/pages/page.tsx", groups, dir);
    expect([...(found ?? [])].sort()).toEqual(["common", "footer", "forms", "header", "planner"]);
  });

  it("leave out the groups only other modules name, and keep the dictionary's words as they are", () => {
    const dictionary = dictionaryFor(en, "src/pages/page.tsx", dir);
    expect(Object.keys(dictionary).sort()).toEqual(["common", "footer", "forms", "header", "planner"]);
    expect(dictionary.header).toEqual(en.header);
  });

  it("are every group for a component whose file is not found", () => {
    expect(dictionaryGroupsOf("src/pages/missing.tsx", groups, dir)).toBeNull();
    expect(dictionaryFor(en, "src/pages/missing.tsx", dir)).toBe(en);
  });

  it("keep the tax planner's words off the site's other pages", () => {
    const pages = fs.readdirSync(path.join(root, "src/templates")).map((file) => `src/templates/${file}`);
    for (const page of pages.filter((file) => file.endsWith(".tsx"))) {
      expect({ page, planner: dictionaryGroupsOf(page, groups, root)?.has("planner") }).toEqual({
        page,
        planner: false,
      });
    }
    expect(dictionaryGroupsOf("src/pages/resources/estimated-tax-planner.tsx", groups, root)?.has("planner")).toBe(
      true,
    );
  });
});
