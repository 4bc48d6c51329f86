/** What the build refuses in the organizer's records (src/lib/organizer/checks.ts, gatsby/organizer-checks.ts). */
import { organizerContentProblems } from "../../../../gatsby/organizer-checks";
import { isOfficialPage, organizerProblems } from "../../../../src/lib/organizer/checks";

const question = { key: "q", question: "Did you sell shares in {taxYear}?", why: "Brokers report sales." };
const document = {
  key: "d",
  title: "Form 1099-B",
  what: "Your sales in {taxYear}.",
  sender: "Your broker",
  calledForBy: ["q"],
  dueBy: "rule",
  officialUrl: "https://www.irs.gov/forms-pubs/about-form-1099-b",
};
const ruleKeys = new Set(["rule"]);

describe("the organizer's content check", () => {
  it("accepts the records of data/, both editions", () => {
    expect(organizerContentProblems()).toEqual([]);
  });

  it("accepts records whose links, placeholders and official page are sound", () => {
    expect(organizerProblems({ questions: [question], documents: [document], ruleKeys })).toEqual([]);
  });

  it("names a link that leads nowhere, an unfilled placeholder and a page that is not an agency's", () => {
    const problems = organizerProblems({
      questions: [{ ...question, why: "Above {threshold} a {form} is sent." }],
      documents: [
        { ...document, calledForBy: ["q", "gone"], dueBy: "no-such-rule", officialUrl: "https://example.com/1099-b" },
      ],
      ruleKeys,
      spanishUrls: [{ key: "d", officialUrl: "http://www.irs.gov/es/" }],
    });
    expect(problems).toEqual([
      'OrganizerQuestion "q": why uses {threshold} but names no rule in thresholdsFrom',
      'OrganizerQuestion "q": why uses {form}, which is not filled',
      'OrganizerDocument "d": dueBy "no-such-rule" is no tax deadline rule\'s key',
      'OrganizerDocument "d": calledForBy "gone" is no question\'s key',
      expect.stringMatching(/^OrganizerDocument "d": officialUrl must be an https:\/\/ page of irs\.gov/),
      expect.stringMatching(/^OrganizerDocument "d" \(Spanish\): officialUrl must be/),
    ]);
  });

  it("takes an agency's subdomains and refuses look-alike hosts", () => {
    expect(isOfficialPage("https://secure.ssa.gov/poms.nsf/lnx/0205002220")).toBe(true);
    expect(isOfficialPage("https://tax.illinois.gov/questionsandanswers/107.html")).toBe(true);
    expect(isOfficialPage("https://notirs.gov/")).toBe(false);
    expect(isOfficialPage("https://irs.gov.example.com/")).toBe(false);
  });
});
