interface Keyed {
  key: string;
}

/** The sections of a page record (PageContent.sections); a page query that lacks its record fails the build. */
export function sectionsOf<T extends Keyed>(page: { sections: readonly T[] } | null): readonly T[] {
  if (!page) throw new Error("A fixed page has no record in data/pages/");
  return page.sections;
}

/**
 * The copy of one section from a page's records in data/page-sections/. A missing key is an editing
 * mistake, so it fails the build rather than rendering an empty section.
 */
export function pickSection<T extends Keyed>(sections: readonly T[], key: string): T {
  const section = sections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`data/page-sections/ has no section "${key}"`);
  return section;
}

/** Records of one group of a collection (values, carousel items, statistics), in their editorial order. */
export function inGroup<T extends { group: string; order: number }>(records: readonly T[], group: string): T[] {
  return records.filter((record) => record.group === group).sort((a, b) => a.order - b.order);
}
