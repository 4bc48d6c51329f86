import fs from "node:fs";
import path from "node:path";

/** Every file under `dir` (absolute paths, folders walked recursively) whose name matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}
