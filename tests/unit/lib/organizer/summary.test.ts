/** The list as the firm receives it (src/lib/organizer/summary.ts), in each edition's words. */
import { textIn, type Dictionary } from "../../../../src/lib/interface-text";
import { organizerMessage } from "../../../../src/lib/organizer/summary";
import { readData } from "../../../helpers/data";

describe.each(["en", "es"] as const)("the message to the firm (%s)", (locale) => {
  const t = textIn(readData<Dictionary>(`interface/${locale}.json`));
  const message = organizerMessage(
    2026,
    [
      { text: "Q-one?", answer: "yes" },
      { text: "Q-two?", answer: 3 },
      { text: "Q-three?", answer: undefined },
    ],
    [
      { title: "Doc-A", forms: ["W-2"], copies: 3 },
      { title: "Doc-B", forms: ["1098"], copies: 1 },
    ],
    4,
    t,
  );

  it("carries the tax year, every answer and each missing document, never more", () => {
    expect(message).toContain(t("organizer.summary.heading", { taxYear: 2026 }));
    expect(message).toContain(`- Q-one? ${t("organizer.yes")}`);
    expect(message).toContain("- Q-two? 3");
    expect(message).toContain(`- Q-three? ${t("organizer.summary.notAnswered")}`);
    expect(message).toContain(t("organizer.summary.missing", { count: 2 }));
    expect(message).toContain(`- ${t("organizer.summary.copies", { title: "Doc-A", count: 3 })}`);
    expect(message).toContain("- Doc-B\n");
    expect(message).toContain(t("organizer.summary.gathered", { count: 4 }));
  });
});
