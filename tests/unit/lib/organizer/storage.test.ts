/** What the organizer keeps in the browser (src/lib/organizer/storage.ts): one entry per edition, nothing stale. */
import {
  EMPTY_ORGANIZER,
  clearOrganizer,
  loadOrganizer,
  mergeOrganizerState,
  organizerStorageKey,
  parseOrganizerState,
  saveOrganizer,
} from "../../../../src/lib/organizer/storage";

const questions = new Set(["employers", "rental"]);
const documents = new Set(["form-w-2", "rental-records"]);

beforeEach(() => window.localStorage.clear());

describe("the organizer's saved state", () => {
  it("comes back as it was saved, per edition", () => {
    saveOrganizer("en", { answers: { employers: 2, rental: "no" }, ticks: ["form-w-2"] });
    expect(loadOrganizer("en", questions, documents)).toEqual({
      answers: { employers: 2, rental: "no" },
      ticks: ["form-w-2"],
    });
    expect(loadOrganizer("es", questions, documents)).toEqual(EMPTY_ORGANIZER);
    expect(window.localStorage.getItem(organizerStorageKey("es"))).toBeNull();
  });

  it("drops answers and ticks of records that no longer exist, and anything malformed", () => {
    const raw = JSON.stringify({
      answers: { employers: -1, rental: "yes", removed: "yes" },
      ticks: ["form-w-2", "form-w-2", "removed", 3],
    });
    expect(parseOrganizerState(raw, questions, documents)).toEqual({ answers: { rental: "yes" }, ticks: ["form-w-2"] });
    expect(parseOrganizerState("{not json", questions, documents)).toEqual(EMPTY_ORGANIZER);
    expect(parseOrganizerState("[]", questions, documents)).toEqual({ answers: {}, ticks: [] });
  });

  it("is removed when cleared or when nothing is left to keep", () => {
    saveOrganizer("en", { answers: { rental: "yes" }, ticks: [] });
    clearOrganizer("en");
    expect(window.localStorage.getItem(organizerStorageKey("en"))).toBeNull();
    saveOrganizer("en", { answers: { rental: "yes" }, ticks: [] });
    saveOrganizer("en", EMPTY_ORGANIZER);
    expect(window.localStorage.getItem(organizerStorageKey("en"))).toBeNull();
  });

  it("keeps what the visitor did before the saved state was read", () => {
    expect(
      mergeOrganizerState(
        { answers: { employers: 1, rental: "no" }, ticks: ["form-w-2"] },
        { answers: { rental: "yes" }, ticks: ["rental-records"] },
      ),
    ).toEqual({ answers: { employers: 1, rental: "yes" }, ticks: ["form-w-2", "rental-records"] });
  });
});
