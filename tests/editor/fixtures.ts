/**
 * Fixtures of the editor tests (tests/editor/*.spec.ts, Playwright project `editor`): the real content editor at
 * /admin/ of the production build, writing through decap-server into a scratch copy of this repository. Import
 * `test` and `expect` from here.
 *
 * - `scratch` (one per test): `git clone -q` of the checkout the tests run from, with the working tree's data/
 *   copied over it and committed (so uncommitted data changes are included; `baseline` is that commit), its remote
 *   removed so that nothing can ever be pushed back. It plays the folder `gatsby develop` serves under `npm run cms`:
 *   decap-server works on the editor's own clone of it (`editorDir`, scripts/cms-clone.mjs, as `npm run cms` does),
 *   and each publish is brought into it while the test runs. Helpers read it with git: `show(path)` is a file at
 *   main's HEAD, `changedFiles()` what main changed since the baseline, `synced()` waits until it holds all the
 *   editor published, `checkouts()` the branch checkouts made in it since the baseline (there must be none),
 *   `cmsBranches()` the drafts (`cms/...` branches of the editor's clone).
 * - `decapServer` (automatic): decap-server (node_modules/decap-server/dist/index.js) in git mode on the editor's
 *   clone, on 127.0.0.1:`DECAP_PORT` (8082: `npm run cms` keeps 8081), started before the test once it answers and
 *   stopped after it, and the watch that brings its publishes into the scratch repository. Its log is attached to a
 *   failing test. One at a time: the editor's CSP
 *   (gatsby/security-headers.ts) allows this one port, so the project runs on one worker (playwright.config.ts).
 * - the network (automatic, on the test's browser context): every request to a host other than 127.0.0.1 or
 *   localhost is aborted and fails the test; the request for /admin/config.yml is answered with the built file,
 *   `local_backend: true` rewritten to decap-server's address, everything else as built. On top of this, the
 *   browser runs behind the network guard of tests/e2e/fixtures.ts like every browser test.
 * - `decapActions`: the actions the editor sent decap-server (`persistEntry` is a save).
 * - the console (automatic): a warning, an error or an uncaught exception in the editor's page fails the test (Decap's
 *   own "Multiple widgets registered" and the "Uncaught (in promise)" of a refused save included).
 * - `openEditor()`: opens /admin/, presses "Login" on the local backend screen and waits for the collections.
 *   Confirmation dialogs (Decap asks before publishing) are accepted and recorded in `dialogs`.
 *
 * Git needs an identity for the commits (CI machines have none): GIT_AUTHOR_* and GIT_COMMITTER_* are set for git and
 * decap-server alike, and commit signing is switched off for them.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test as base } from "../e2e/fixtures";
import { editorHead, followPublished, prepareEditorClone } from "../../scripts/cms-clone.mjs";
import { repoRoot } from "../helpers/data";

export { expect };

/** decap-server's port in these tests (the editor's CSP allows it; `npm run cms` uses 8081). */
export const DECAP_PORT = 8082;
export const DECAP_URL = `http://127.0.0.1:${DECAP_PORT}/api/v1`;
/** What Chromium logs for decap-server's "no draft of this entry" answer. */
const NO_DRAFT_404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** The identity of every commit in a scratch repository, and no signing (a developer's global config may ask for it). */
const gitEnv: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: "Editor Test",
  GIT_AUTHOR_EMAIL: "editor-test@example.com",
  GIT_COMMITTER_NAME: "Editor Test",
  GIT_COMMITTER_EMAIL: "editor-test@example.com",
  GIT_CONFIG_COUNT: "1",
  GIT_CONFIG_KEY_0: "commit.gpgsign",
  GIT_CONFIG_VALUE_0: "false",
};

export interface Scratch {
  /** The scratch repository (a temporary folder): the folder `gatsby develop` would serve. */
  dir: string;
  /** The editor's clone of it, which decap-server works on. */
  editorDir: string;
  /** Its data/ folder. */
  dataDir: string;
  /** The commit the test starts from: this checkout's HEAD plus its working tree's data/. */
  baseline: string;
  /** Runs git in the scratch repository and returns its output. */
  git(...args: string[]): string;
  /** A file at main's HEAD (`data/careers/en/x.json`), or undefined when main has no such file. */
  show(file: string, rev?: string): string | undefined;
  /** The files main changed since the baseline, sorted. */
  changedFiles(): string[];
  /** The editor's drafts: branches named cms/… of the editor's clone. */
  cmsBranches(): string[];
  /** Resolves once main of the scratch repository is where the editor's clone's main is (every publish brought in). */
  synced(): Promise<void>;
  /** The branch checkouts in the scratch repository since the baseline (its HEAD's reflog), newest first. */
  checkouts(): string[];
  /** Uncommitted changes in the working tree (`git status --porcelain`), one line each. */
  uncommitted(): string[];
}

type Fixtures = {
  scratch: Scratch;
  decapServer: void;
  editorNetwork: { blocked: string[] };
  /** The actions the editor asked decap-server for, in order (`entriesByFolder`, `persistEntry`, …). */
  decapActions: string[];
  editorConsole: string[];
  dialogs: string[];
  openEditor: () => Promise<void>;
};

function makeScratch(): Scratch {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-scratch-"));
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      env: { ...process.env, ...gitEnv },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  execFileSync("git", ["clone", "-q", repoRoot, dir], { env: { ...process.env, ...gitEnv }, stdio: "pipe" });
  git("remote", "remove", "origin");
  git("checkout", "-q", "-B", "main");
  // The working tree's data/ as it is now, deletions included.
  fs.rmSync(path.join(dir, "data"), { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, "data"), path.join(dir, "data"), { recursive: true });
  git("add", "-A", "data");
  git("commit", "-q", "--allow-empty", "-m", "The working tree's data/ (editor test baseline)");
  const baseline = git("rev-parse", "HEAD").trim();
  const reflog = () => git("reflog", "show", "--format=%gs", "HEAD").split("\n").filter(Boolean);
  const baselineReflog = reflog().length;
  const editorDir = `${dir}-editor`;
  prepareEditorClone(dir, editorDir, { env: gitEnv });
  const editorGit = (...args: string[]) =>
    execFileSync("git", args, { cwd: editorDir, env: { ...process.env, ...gitEnv }, encoding: "utf8" });
  return {
    dir,
    editorDir,
    dataDir: path.join(dir, "data"),
    baseline,
    git,
    show: (file, rev = "main") => {
      try {
        return git("show", `${rev}:${file}`);
      } catch {
        return undefined;
      }
    },
    changedFiles: () => git("diff", "--name-only", baseline, "main").split("\n").filter(Boolean).sort(),
    cmsBranches: () => editorGit("branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean),
    synced: () =>
      expect
        .poll(() => git("rev-parse", "main").trim(), {
          message: "main holds what the editor published",
          timeout: 10_000,
        })
        .toBe(editorHead(editorDir, gitEnv)),
    checkouts: () =>
      reflog()
        .slice(0, -baselineReflog)
        .filter((entry) => entry.startsWith("checkout:")),
    uncommitted: () => git("status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean),
  };
}

/** Resolves once decap-server answers its `info` action, or rejects when it exits or takes longer than `ms`. */
async function waitForDecapServer(child: ChildProcess, log: () => string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`decap-server stopped before answering (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      const response = await fetch(DECAP_URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok && (await response.json()).type === "local_git") return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer on ${DECAP_URL} within ${ms} ms:\n${log()}`);
}

/** Whether something already answers on decap-server's port (a server left running would take our requests). */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(DECAP_URL, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    return true;
  } catch {
    return false;
  }
}

/**
 * The requests the test's context intercepts: every one to another host than 127.0.0.1 or localhost (aborted), and
 * the editor's configuration (rewritten). A regular expression rather than a function, so that Playwright intercepts
 * only these: the site's own requests (Decap's 3 MB bundle among them) go straight to the server.
 */
const INTERCEPTED =
  /^(?!https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/)|^https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/admin\/config\.yml(?:\?|$)/;
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  scratch: async ({}, use) => {
    const scratch = makeScratch();
    await use(scratch);
    fs.rmSync(scratch.dir, { recursive: true, force: true });
    fs.rmSync(scratch.editorDir, { recursive: true, force: true });
  },

  decapServer: [
    async ({ scratch }, use, testInfo) => {
      if (await portAnswers()) {
        throw new Error(`Something already listens on 127.0.0.1:${DECAP_PORT}; stop it (a decap-server left running?)`);
      }
      let output = "";
      const child = spawn(process.execPath, [path.join(repoRoot, "node_modules/decap-server/dist/index.js")], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...gitEnv,
          GIT_REPO_DIRECTORY: scratch.editorDir,
          BIND_HOST: "127.0.0.1",
          MODE: "git",
          PORT: String(DECAP_PORT),
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk) => (output += chunk));
      child.stderr?.on("data", (chunk) => (output += chunk));
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const stopFollowing = followPublished(scratch.dir, scratch.editorDir, {
        env: gitEnv,
        interval: 200,
        onError: (error) => (output += `\n[bringing a publish in failed] ${String(error)}\n`),
      });
      try {
        await waitForDecapServer(child, () => output);
        await use();
      } finally {
        stopFollowing();
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
          await exited;
          clearTimeout(timer);
        }
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach("decap-server.log", { body: output, contentType: "text/plain" });
        }
      }
    },
    { auto: true },
  ],

  editorNetwork: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(INTERCEPTED, async (route) => {
        const url = new URL(route.request().url());
        if (!LOCAL_HOSTS.has(url.hostname)) {
          blocked.push(url.href);
          return route.abort("blockedbyclient");
        }
        if (url.pathname === "/admin/config.yml") {
          const response = await route.fetch();
          const built = await response.text();
          const rewritten = built.replace(/^local_backend: true$/m, `local_backend:\n  url: ${DECAP_URL}`);
          if (rewritten === built) {
            throw new Error("public/admin/config.yml has no `local_backend: true` line to point at decap-server");
          }
          return route.fulfill({ response, body: rewritten });
        }
        return route.fallback();
      });
      await use({ blocked });
      expect(blocked, "requests to other hosts than 127.0.0.1").toEqual([]);
    },
    { auto: true },
  ],

  decapActions: async ({ context }, use) => {
    const actions: string[] = [];
    context.on("request", (request) => {
      if (request.method() !== "POST" || !request.url().startsWith(DECAP_URL)) return;
      try {
        actions.push(String((JSON.parse(request.postData() ?? "{}") as { action?: unknown }).action));
      } catch {
        actions.push("(unreadable)");
      }
    });
    await use(actions);
  },

  editorConsole: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (!["error", "warning"].includes(message.type())) return;
        const text = `${message.text()} (${message.location().url})`;
        // decap-server answers "this entry has no draft" (its `unpublishedEntry` action, asked on opening any entry)
        // with a 404, which Chromium logs as a failed resource: the protocol, not a fault.
        if (text === `${NO_DRAFT_404} (${DECAP_URL})`) return;
        messages.push(`${message.type()}: ${text}`);
      });
      page.on("pageerror", (error) => messages.push(`uncaught: ${String(error)}`));
      await use(messages);
      expect(messages, "the editor's console").toEqual([]);
    },
    { auto: true },
  ],

  dialogs: async ({ page }, use) => {
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await use(messages);
  },

  openEditor: async ({ page, dialogs }, use) => {
    void dialogs;
    await use(async () => {
      await page.goto("/admin/");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({ timeout: 20_000 });
    });
  },
});
