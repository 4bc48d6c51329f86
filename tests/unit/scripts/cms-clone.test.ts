/**
 * scripts/cms-clone.mjs: `npm run cms` lets decap-server work on a clone of the folder `gatsby develop` serves and
 * brings each publish back into that folder without ever checking a branch out there. Run on throw-away
 * repositories, with git doing what decap-server does in the clone (a draft branch, a merge into main). The module
 * is ESM: each step runs in a Node process of its own, as `npm run cms` runs it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../helpers/data";

const gitEnv = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
  GIT_CONFIG_COUNT: "1",
  GIT_CONFIG_KEY_0: "commit.gpgsign",
  GIT_CONFIG_VALUE_0: "false",
};
const moduleUrl = `file://${path.join(repoRoot, "scripts/cms-clone.mjs")}`;

let served: string;
let editor: string;
const git = (dir: string, ...args: string[]) =>
  execFileSync("git", args, { cwd: dir, env: { ...process.env, ...gitEnv }, encoding: "utf8" }).trim();
const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

/** Calls one export of the module in its own Node process and returns what it returned. */
function call(name: string, ...args: unknown[]): unknown {
  const script = `import * as m from ${JSON.stringify(moduleUrl)};
const result = m[${JSON.stringify(name)}](...${JSON.stringify(args)});
process.stdout.write(JSON.stringify(result ?? null));`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, ...gitEnv },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as unknown;
}

/** A publish in the editor's clone, as decap-server makes it: a draft branch merged into main. */
function publish(file: string, text: string): { from: string; to: string } {
  const from = git(editor, "rev-parse", "main");
  git(editor, "checkout", "-q", "-b", "cms/careers/x");
  write(editor, file, text);
  git(editor, "add", "-A");
  git(editor, "commit", "-q", "-m", "draft");
  git(editor, "checkout", "-q", "main");
  git(editor, "merge", "-q", "--no-ff", "-m", "publish", "cms/careers/x");
  git(editor, "branch", "-q", "-D", "cms/careers/x");
  return { from, to: git(editor, "rev-parse", "main") };
}
const checkouts = () =>
  git(served, "reflog", "--format=%gs")
    .split("\n")
    .filter((entry) => entry.startsWith("checkout:"));

beforeEach(() => {
  served = fs.mkdtempSync(path.join(os.tmpdir(), "cms-served-"));
  editor = path.join(served, ".cms-editor");
  git(served, "init", "-q", "-b", "main");
  write(served, ".gitignore", ".cms-editor/\n");
  write(served, "data/careers/en/a.json", '{ "title": "A" }\n');
  git(served, "add", "-A");
  git(served, "commit", "-q", "-m", "start");
  expect(call("prepareEditorClone", served, editor)).toBe(git(served, "rev-parse", "HEAD"));
});
afterEach(() => fs.rmSync(served, { recursive: true, force: true }));

describe("the editor's clone", () => {
  it("is a clone on main at the served folder's last commit, and the served folder's branch is untouched", () => {
    expect(git(editor, "branch", "--show-current")).toBe("main");
    expect(git(editor, "rev-parse", "main")).toBe(git(served, "rev-parse", "HEAD"));
    expect(git(served, "status", "--porcelain")).toBe("");
    expect(checkouts()).toEqual([]);
  });

  it("brings a publish in by fast-forwarding the served folder's branch, never checking another out", () => {
    const { from, to } = publish("data/careers/en/b.json", '{ "title": "B" }\n');
    expect(call("bringPublished", served, editor, from, to)).toEqual({
      how: "fast-forward",
      files: ["data/careers/en/b.json"],
      skipped: [],
    });
    expect(read(served, "data/careers/en/b.json")).toBe('{ "title": "B" }\n');
    expect(git(served, "rev-parse", "HEAD")).toBe(to);
    expect(git(served, "status", "--porcelain")).toBe("");
    expect(checkouts()).toEqual([]);
  });

  it("writes the published files as uncommitted changes when the served folder has a commit of its own", () => {
    write(served, "README.md", "Mine\n");
    git(served, "add", "-A");
    git(served, "commit", "-q", "-m", "a developer's commit");
    const head = git(served, "rev-parse", "HEAD");
    const { from, to } = publish("data/careers/en/a.json", '{ "title": "A, edited" }\n');
    expect(call("bringPublished", served, editor, from, to)).toEqual({
      how: "written",
      files: ["data/careers/en/a.json"],
      skipped: [],
    });
    expect(read(served, "data/careers/en/a.json")).toBe('{ "title": "A, edited" }\n');
    expect(git(served, "rev-parse", "HEAD")).toBe(head);
    expect(git(served, "status", "--porcelain")).toBe("M data/careers/en/a.json");
  });

  it("leaves alone a published file the served folder has uncommitted changes to, and says so", () => {
    write(served, "data/careers/en/a.json", '{ "title": "A, being edited by hand" }\n');
    const { from, to } = publish("data/careers/en/a.json", '{ "title": "A, edited" }\n');
    expect(call("bringPublished", served, editor, from, to)).toEqual({
      how: "written",
      files: ["data/careers/en/a.json"],
      skipped: ["data/careers/en/a.json"],
    });
    expect(read(served, "data/careers/en/a.json")).toBe('{ "title": "A, being edited by hand" }\n');
  });

  it("on a restart, brings in what was published and not yet there, and keeps the drafts", () => {
    publish("data/careers/en/b.json", '{ "title": "B" }\n');
    git(editor, "branch", "cms/careers/draft");
    call("prepareEditorClone", served, editor);
    expect(read(served, "data/careers/en/b.json")).toBe('{ "title": "B" }\n');
    expect(git(editor, "rev-parse", "main")).toBe(git(served, "rev-parse", "HEAD"));
    expect(git(editor, "branch", "--list", "cms/*", "--format=%(refname:short)")).toBe("cms/careers/draft");
    expect(checkouts()).toEqual([]);
  });
});
