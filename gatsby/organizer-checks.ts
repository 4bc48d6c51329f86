/**
 * The organizer's content check over a data/ folder (src/lib/organizer/checks.ts): the build runs it on data/
 * (gatsby/validate-content.ts), the editor tests on a scratch copy (tests/editor/content-checks.ts).
 */
import { organizerProblems, type OrganizerRecordFields } from "../src/lib/organizer/checks";
import { englishContent, recordFiles } from "./data-layout";

const records = (name: string, dataDir: string) =>
  (englishContent(name, dataDir) ?? []) as unknown as OrganizerRecordFields[];

export function organizerContentProblems(dataDir = "data"): string[] {
  const ruleKeys = new Set(
    ["tax-deadline-rules", "tax-deadline-rules-illinois"].flatMap((name) => records(name, dataDir).map((r) => r.key)),
  );
  const spanishUrls = recordFiles("organizer-documents", "es", dataDir)
    .map(({ name, record }) => ({ key: name, officialUrl: (record as { officialUrl?: unknown }).officialUrl }))
    .filter((entry): entry is { key: string; officialUrl: string } => typeof entry.officialUrl === "string");
  return organizerProblems({
    questions: records("organizer-questions", dataDir),
    documents: records("organizer-documents", dataDir),
    ruleKeys,
    spanishUrls,
  });
}
