import { clearDraft, loadDraft, mergeDraft, saveDraft } from "../../../src/lib/form-draft";

const empty = { first_name: "", message: "" };

beforeEach(() => window.sessionStorage.clear());

it("saves, restores and clears a draft", () => {
  saveDraft("k", { first_name: "Dana", message: "" });
  expect(loadDraft("k", empty)).toEqual({ first_name: "Dana", message: "" });
  clearDraft("k");
  expect(loadDraft("k", empty)).toBeNull();
});

it("removes the draft when every field is empty", () => {
  saveDraft("k", { first_name: "Dana", message: "" });
  saveDraft("k", empty);
  expect(window.sessionStorage.getItem("k")).toBeNull();
});

it("ignores malformed or foreign data", () => {
  window.sessionStorage.setItem("k", "{not json");
  expect(loadDraft("k", empty)).toBeNull();
  window.sessionStorage.setItem("k", JSON.stringify({ first_name: 42, other: "x" }));
  expect(loadDraft("k", empty)).toBeNull();
});

describe("mergeDraft", () => {
  it("keeps what the visitor typed since the page loaded and takes the draft's other fields", () => {
    expect(
      mergeDraft(
        { name: "From the draft", email: "draft@example.com", message: "" },
        { name: "Typed", email: "", message: "" },
      ),
    ).toEqual({ name: "Typed", email: "draft@example.com", message: "" });
  });
});
