/**
 * The logo's two lines, cut from the firm's name in data/site/en/firm.json (the one source): the first word large, the rest
 * small beneath it ("Riverwalk" / "CPA Group"). A one-word name leaves the second line empty.
 */
export function wordmarkLines(firmName: string): { name: string; sub: string } {
  const [name = "", ...rest] = firmName.trim().split(/\s+/);
  return { name, sub: rest.join(" ") };
}
