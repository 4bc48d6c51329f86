#!/usr/bin/env node
/**
 * `npm run cms`: the content editor on this machine. Starts decap-server, Decap's local git proxy (127.0.0.1:8081,
 * the address `local_backend: true` talks to), and `gatsby develop`, which serves the editor at
 * http://localhost:8000/admin/ (gatsby/admin.ts, `serveAdminInDevelop`) beside the site it edits.
 *
 * decap-server works on a git repository: GIT_REPO_DIRECTORY, this repository unless told otherwise. In MODE=git
 * (the default here, the one that supports the editorial workflow) it creates a branch per draft, checks branches
 * out and commits with `git add .`, so it refuses to start on a working tree with uncommitted changes, which would
 * end up in the editor's commits. Commit or stash first, point GIT_REPO_DIRECTORY at a clone, or set CMS_MODE=fs
 * (decap-server writes files in place; Decap then offers no workflow). Ctrl+C stops both.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repo = path.resolve(process.env.GIT_REPO_DIRECTORY || repoRoot);
const mode = process.env.CMS_MODE || "git";

if (mode === "git") {
  const status = spawnSync("git", ["status", "--porcelain"], { cwd: repo, encoding: "utf8" });
  if (status.status !== 0) {
    console.error(`${repo} is not a git repository: decap-server's git mode needs one (or set CMS_MODE=fs).`);
    process.exit(1);
  }
  if (status.stdout.trim()) {
    console.error(
      `${repo} has uncommitted changes; decap-server would commit them with the editor's changes.\n` +
        "Commit or stash them, set GIT_REPO_DIRECTORY to a clean clone, or run with CMS_MODE=fs.",
    );
    process.exit(1);
  }
}

const children = [];
/** Starts a child process; when either stops, the other is stopped too. */
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.log(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  children.push(child);
}
function stopAll() {
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
  MODE: mode,
  GIT_REPO_DIRECTORY: repo,
});
start("gatsby develop", "npm", ["start"], env);
console.log(`Editor: http://localhost:8000/admin/ (decap-server on 127.0.0.1:8081, ${mode} mode, ${repo})`);
