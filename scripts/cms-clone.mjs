/**
 * The local editor's own copy of the repository (`npm run cms`, scripts/cms.mjs; the editor tests do the same,
 * tests/editor/fixtures.ts).
 *
 * decap-server in git mode checks branches out and commits in the repository it works on: a `cms/…` branch per draft,
 * checked out on every save, status change and publish, even on opening a draft. Run in the folder `gatsby develop`
 * serves, that swapped data/ under Gatsby's feet (half-read records, "ENOENT data/careers/en/<slug>.json", pages that
 * answered 404 until `npm run clean`). So decap-server works on a clone of the served folder (`prepareEditorClone`),
 * and what it publishes, commits on the clone's `main`, is brought into the served folder file by file
 * (`bringPublished`, `followPublished`): the served folder's checked-out branch never changes.
 *
 * Node only; git does the work.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The branch decap-server publishes to (the configuration's `backend.branch`, gatsby/cms-config.ts). */
export const EDITOR_BRANCH = "main";

/** The clone's folder for a served folder unless told otherwise: `.cms-editor/` inside it (ignored by git). */
export const defaultEditorDir = (served) => path.join(served, ".cms-editor");

function git(dir, args, env) {
  return execFileSync("git", args, {
    cwd: dir,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

function gitOk(dir, args, env) {
  try {
    git(dir, args, env);
    return true;
  } catch {
    return false;
  }
}

/** The commit the editor clone's `main` is at. */
export const editorHead = (editorDir, env) => git(editorDir, ["rev-parse", `refs/heads/${EDITOR_BRANCH}`], env);

/**
 * Makes `editorDir` a clone of `served` whose `main` is the served folder's HEAD (its committed state: uncommitted
 * changes are not in the editor until committed). An existing clone keeps its drafts (`cms/…` branches); anything it
 * published that the served folder lacks is brought over first. Returns the commit the clone's `main` is at.
 */
export function prepareEditorClone(served, editorDir, { env, log = () => undefined } = {}) {
  if (!fs.existsSync(path.join(editorDir, ".git"))) {
    fs.mkdirSync(path.dirname(editorDir), { recursive: true });
    git(served, ["clone", "-q", "--no-checkout", served, editorDir], env);
  } else {
    git(editorDir, ["fetch", "-q", "origin"], env);
    const published = gitOk(editorDir, ["rev-parse", "-q", "--verify", `refs/heads/${EDITOR_BRANCH}`], env)
      ? editorHead(editorDir, env)
      : undefined;
    const head = git(served, ["rev-parse", "HEAD"], env);
    if (published && !gitOk(served, ["merge-base", "--is-ancestor", published, head], env)) {
      git(served, ["fetch", "-q", editorDir, EDITOR_BRANCH], env);
      const from = git(served, ["merge-base", published, head], env);
      const result = bringPublished(served, editorDir, from, published, { env });
      log(`Brought what the editor published earlier into ${served}: ${describe(result)}`);
    }
  }
  const head = git(served, ["rev-parse", "HEAD"], env);
  git(editorDir, ["fetch", "-q", served, head], env);
  // The clone is decap-server's alone: whatever its working tree holds is decap-server's leftover.
  git(editorDir, ["checkout", "-q", "-f", "-B", EDITOR_BRANCH, head], env);
  git(editorDir, ["clean", "-q", "-fd"], env);
  return head;
}

/** Whether `file` has uncommitted changes in `dir`. */
const dirty = (dir, file, env) => git(dir, ["status", "--porcelain", "--", file], env) !== "";

/** Writes `text` to `file` through a temporary file and a rename, so that a watcher never reads half a file. */
function writeWhole(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.cms-${process.pid}`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Brings into `served` what the editor clone's `main` changed from `from` to `to`. When the served folder is where the
 * clone started (HEAD at `from`), its branch fast-forwards to `to` (the editor's commits, unchanged); otherwise (a
 * commit was made there meanwhile, or a changed file has uncommitted changes) each changed file is written into the
 * working tree as an uncommitted change, a file with uncommitted changes of its own excepted (`skipped`). Never a
 * checkout of another branch.
 * Returns `{ how: "fast-forward" | "written", files, skipped }`.
 */
export function bringPublished(served, editorDir, from, to, { env } = {}) {
  git(served, ["fetch", "-q", editorDir, EDITOR_BRANCH], env);
  const changes = git(served, ["diff", "--name-status", "--no-renames", from, to], env)
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [status, file] = line.split("\t");
      return { status, file };
    });
  const files = changes.map(({ file }) => file);
  const head = git(served, ["rev-parse", "HEAD"], env);
  if (head === from && !files.some((file) => dirty(served, file, env))) {
    if (gitOk(served, ["merge", "-q", "--ff-only", to], env)) return { how: "fast-forward", files, skipped: [] };
  }
  const skipped = [];
  for (const { status, file } of changes) {
    const target = path.join(served, file);
    const wanted =
      status === "D"
        ? undefined
        : execFileSync("git", ["show", `${to}:${file}`], { cwd: served, env: { ...process.env, ...env } });
    const current = fs.existsSync(target) ? fs.readFileSync(target) : undefined;
    // Already there (brought in before a restart, say): nothing to write.
    if (wanted === undefined ? current === undefined : current !== undefined && wanted.equals(current)) continue;
    if (dirty(served, file, env)) skipped.push(file);
    else if (wanted === undefined) fs.rmSync(target, { force: true });
    else writeWhole(target, wanted);
  }
  return { how: "written", files, skipped };
}

/** One line for the terminal about what `bringPublished` did. */
export function describe({ how, files, skipped }) {
  const list = files.join(", ") || "no file";
  const kept = skipped.length ? `; left alone, having uncommitted changes: ${skipped.join(", ")}` : "";
  return how === "fast-forward" ? `${list} (fast-forward)` : `${list} (written, uncommitted)${kept}`;
}

/**
 * Watches the editor clone's `main` and brings each change into `served` (`bringPublished`) within `interval` ms.
 * Returns `stop()`; `onPublished(result)` hears each change, `onError(error)` each failure (the watch goes on).
 */
export function followPublished(
  served,
  editorDir,
  { env, interval = 500, onPublished = () => undefined, onError } = {},
) {
  let last = editorHead(editorDir, env);
  const timer = setInterval(() => {
    try {
      const current = editorHead(editorDir, env);
      if (current === last) return;
      const result = bringPublished(served, editorDir, last, current, { env });
      last = current;
      onPublished(result);
    } catch (error) {
      if (onError) onError(error);
      else console.error(error);
    }
  }, interval);
  return () => clearInterval(timer);
}
