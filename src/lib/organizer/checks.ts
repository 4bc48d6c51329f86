/**
 * What the build refuses in the organizer's records (gatsby/validate-content.ts; the editor tests run it too): links
 * by key that lead nowhere (a nullable link would otherwise turn silently into "no question", "no date"), a
 * {threshold} without the rule it comes from, a placeholder the organizer does not fill, and an official page that
 * is not an agency's. Each problem names the record and the field.
 */

/** The agencies whose pages a document may cite: the IRS, the SSA, the Illinois Department of Revenue and IDES. */
export const OFFICIAL_HOSTS: readonly string[] = ["irs.gov", "ssa.gov", "tax.illinois.gov", "ides.illinois.gov"];

const PLACEHOLDERS = new Set(["taxYear", "threshold"]);

/** A question or document as its English file holds it: links are keys. */
export interface OrganizerRecordFields {
  key: string;
  [field: string]: unknown;
}

/** Whether a link is an https:// page of an official host (or a subdomain of one). */
export function isOfficialPage(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" && OFFICIAL_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

const texts = (record: OrganizerRecordFields, fields: readonly string[]) =>
  fields
    .map((field) => [field, record[field]] as const)
    .filter((entry): entry is readonly [string, string] => typeof entry[1] === "string");

export function organizerProblems({
  questions,
  documents,
  ruleKeys,
  spanishUrls = [],
}: {
  questions: readonly OrganizerRecordFields[];
  documents: readonly OrganizerRecordFields[];
  ruleKeys: ReadonlySet<string>;
  /** The Spanish documents' own official pages, by document key. */
  spanishUrls?: readonly { key: string; officialUrl: string }[];
}): string[] {
  const problems: string[] = [];
  const questionKeys = new Set(questions.map((question) => question.key));
  const check = (kind: string, record: OrganizerRecordFields, textFields: readonly string[]) => {
    const rule = record.thresholdsFrom;
    for (const field of ["dueBy", "thresholdsFrom"]) {
      const key = record[field];
      if (typeof key === "string" && !ruleKeys.has(key))
        problems.push(`${kind} "${record.key}": ${field} "${key}" is no tax deadline rule's key`);
    }
    for (const [field, text] of texts(record, textFields)) {
      for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
        if (!PLACEHOLDERS.has(name))
          problems.push(`${kind} "${record.key}": ${field} uses {${name}}, which is not filled`);
        if (name === "threshold" && !rule)
          problems.push(`${kind} "${record.key}": ${field} uses {threshold} but names no rule in thresholdsFrom`);
      }
    }
  };
  questions.forEach((question) => check("OrganizerQuestion", question, ["question", "why"]));
  documents.forEach((document) => {
    check("OrganizerDocument", document, ["title", "what", "sender", "arrives"]);
    const called = Array.isArray(document.calledForBy) ? document.calledForBy : [];
    called
      .filter((key) => !questionKeys.has(String(key)))
      .forEach((key) =>
        problems.push(`OrganizerDocument "${document.key}": calledForBy "${String(key)}" is no question's key`),
      );
    if (typeof document.officialUrl !== "string" || !isOfficialPage(document.officialUrl))
      problems.push(
        `OrganizerDocument "${document.key}": officialUrl must be an https:// page of ${OFFICIAL_HOSTS.join(", ")}`,
      );
  });
  spanishUrls
    .filter(({ officialUrl }) => !isOfficialPage(officialUrl))
    .forEach(({ key }) =>
      problems.push(
        `OrganizerDocument "${key}" (Spanish): officialUrl must be an https:// page of ${OFFICIAL_HOSTS.join(", ")}`,
      ),
    );
  return problems;
}
