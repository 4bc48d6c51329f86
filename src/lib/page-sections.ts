interface Keyed {
  key: string;
}

/**
 * The copy of one section from a page's records in data/page-sections.json. A missing key is an editing
 * mistake, so it fails the build rather than rendering an empty section.
 */
export function pickSection<T extends Keyed>(sections: readonly T[], key: string): T {
  const section = sections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`data/page-sections.json has no section "${key}"`);
  return section;
}

/** Records of one group of a collection (values, carousel items, statistics), in their editorial order. */
export function inGroup<T extends { group: string; order: number }>(records: readonly T[], group: string): T[] {
  return records.filter((record) => record.group === group).sort((a, b) => a.order - b.order);
}
