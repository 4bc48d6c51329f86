import fs from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(__dirname, "../..");

/** A JSON file of data/, parsed: the records as the site's build reads them. */
export const readData = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, "data", file), "utf8")) as T;
