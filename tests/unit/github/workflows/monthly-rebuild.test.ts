import fs from "node:fs";
import path from "node:path";

/**
 * The scheduled rebuild docs/deployment.md asks for (the calendar feeds roll forward only when the site is rebuilt). Read
 * as text: nothing here runs the workflow or calls the hook.
 */
const workflow = fs.readFileSync(path.resolve(__dirname, "../../../../.github/workflows/monthly-rebuild.yml"), "utf8");
const triggers = workflow.slice(workflow.indexOf("\non:"), workflow.indexOf("\npermissions:"));

describe("monthly rebuild workflow", () => {
  it("runs on a monthly schedule or by hand, never on a push or a pull request", () => {
    expect(triggers).toMatch(/schedule:\s*\n\s*#[^\n]*\n\s*- cron: "\d+ \d+ 1 \* \*"/);
    expect(triggers).toContain("workflow_dispatch:");
    expect(triggers).not.toMatch(/\b(push|pull_request|pull_request_target|workflow_run):/);
  });
  it("reads the build hook from a repository secret and asks for no permissions", () => {
    expect(workflow).toContain("BUILD_HOOK_URL: ${{ secrets.BUILD_HOOK_URL }}");
    expect(workflow).not.toMatch(/https?:\/\/(?!\S*\$)/);
    expect(workflow).toMatch(/^permissions: \{\}$/m);
  });
});
