/** "Children's Privacy" → "childrens-privacy": a stable in-page anchor for a heading. */
export function headingAnchor(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Anchors for a list of headings, numbered when two would collide. */
export function uniqueAnchors(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base = headingAnchor(heading) || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  });
}

/** The id of a team member's profile on /about, e.g. "member-daniel-reyes". */
export function teamMemberAnchor(key: string): string {
  return `member-${key}`;
}

/** Link to a team member's profile on /about. */
export function teamMemberPath(key: string): string {
  return `/about#${teamMemberAnchor(key)}`;
}
