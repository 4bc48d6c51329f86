import fs from "node:fs";
import path from "node:path";
import { careerPagePath, servicePagePath, type ServiceLayout } from "../../src/lib/routes";

const dataDir = path.resolve(__dirname, "../../data");

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T;
}

/** Every fixed route of the spec, from data/pages.json (the 404 page excluded). */
export const fixedRoutes: string[] = readJson<{ slug: string }[]>("pages.json")
  .map((p) => p.slug)
  .filter((slug) => slug !== "/404");

const layouts: [ServiceLayout, string][] = [
  ["tax", "tax-services.json"],
  ["accounting", "accounting-services.json"],
  ["advisory", "advisory-services.json"],
];

export const serviceRoutes: string[] = layouts.flatMap(([layout, file]) =>
  readJson<{ slug: string }[]>(file).map((record) => servicePagePath(layout, record.slug)),
);

export const careerRoutes: string[] = readJson<{ slug: string }[]>("careers.json").map((c) => careerPagePath(c.slug));

export const allRoutes: string[] = [...fixedRoutes, ...serviceRoutes, ...careerRoutes];
