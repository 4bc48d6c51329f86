#!/usr/bin/env node
/**
 * `npm run cms`: the content editor on this machine. Starts decap-server, Decap's local git proxy (127.0.0.1:8081,
 * the address `local_backend: true` talks to), and `gatsby develop`, which serves the editor at
 * http://localhost:8000/admin/ (gatsby/admin.ts, `serveAdminInDevelop`) beside the site it edits.
 *
 * decap-server (git mode, the one that supports the editorial workflow) works on the editor's own clone of this
 * folder, `.cms-editor/` (ignored by git; CMS_EDITOR_DIR to put it elsewhere), never on this folder: it checks a
 * branch out per draft on every save, which swapped data/ under `gatsby develop`. Each publish (a commit on the
 * clone's main) is brought into this folder within a second (scripts/cms-clone.mjs): this folder's branch
 * fast-forwards to it, or, when a commit was made here meanwhile, the changed files are written as uncommitted
 * changes. `gatsby develop` picks the files up like any edit. The clone starts from this folder's last commit:
 * uncommitted changes to data/ are not in the editor until committed. Drafts are the clone's `cms/…` branches: they
 * survive a restart, and deleting .cms-editor/ deletes them. Ctrl+C stops everything.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultEditorDir, describe, followPublished, prepareEditorClone } from "./cms-clone.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const editorDir = path.resolve(process.env.CMS_EDITOR_DIR || defaultEditorDir(repoRoot));
const log = (line) => console.log(`[cms] ${line}`);

if (spawnSync("git", ["rev-parse", "--git-dir"], { cwd: repoRoot, stdio: "ignore" }).status !== 0) {
  console.error(`${repoRoot} is not a git repository: the editor works on a clone of it.`);
  process.exit(1);
}
const uncommitted = spawnSync("git", ["status", "--porcelain", "--", "data"], { cwd: repoRoot, encoding: "utf8" });
if (uncommitted.stdout.trim()) {
  log("data/ has uncommitted changes: the editor shows data/ as last committed until you commit them.");
}
prepareEditorClone(repoRoot, editorDir, { log });

const children = [];
let stopFollowing = () => undefined;
/** Starts a child process; when either stops, the other is stopped too. */
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    log(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  children.push(child);
}
function stopAll() {
  stopFollowing();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

// gatsby develop reads PORT too: decap-server's 8081 is given to decap-server alone.
const env = { ...process.env };
delete env.PORT;
start("decap-server", path.join(repoRoot, "node_modules/.bin/decap-server"), [], {
  ...env,
  BIND_HOST: "127.0.0.1",
  PORT: "8081",
  MODE: "git",
  GIT_REPO_DIRECTORY: editorDir,
});
start("gatsby develop", "npm", ["start"], env);
stopFollowing = followPublished(repoRoot, editorDir, {
  onPublished: (result) => log(`Published into ${repoRoot}: ${describe(result)}`),
  onError: (error) =>
    log(`Could not bring a publish into ${repoRoot}: ${error instanceof Error ? error.message : error}`),
});
log(`Editor: http://localhost:8000/admin/ (decap-server on 127.0.0.1:8081 working on ${editorDir})`);
