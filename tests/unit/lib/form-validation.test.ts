import { firstInvalidField, isValidEmail, isValidPhone, maxFileMegabytes } from "../../../src/lib/form-validation";
import { errorSummary, validateApplication, validateContact, validateFile } from "../../../src/lib/form-messages";
import { englishText } from "../../helpers/english";

const mb = 1024 * 1024;

describe("contact rules", () => {
  it("requires every field, with a message naming it", () => {
    const errors = validateContact({ first_name: " ", phone_number: "", email_address: "", message: "" }, englishText);
    expect(errors).toEqual({
      first_name: "Please enter your full name.",
      phone_number: "Please enter your phone number.",
      email_address: "Please enter your email address.",
      message: "Please tell us how we can help.",
    });
  });

  it("accepts a complete, well-formed submission", () => {
    expect(
      validateContact(
        {
          first_name: "Dana Whitfield",
          phone_number: "(630) 555-0199",
          email_address: "dana@example.com",
          message: "I need help with a 1065.",
        },
        englishText,
      ),
    ).toEqual({});
  });
});

describe("email shape", () => {
  it.each(["dana@example.com", "d.w+tax@mail.example.co.uk", " dana@example.com "])("accepts %p", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(["dana", "dana@", "dana@example", "da na@example.com", "@example.com", "dana@example."])(
    "rejects %p",
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe("phone shape", () => {
  it.each(["6305550199", "(630) 555-0199", "+1 630.555.0199", "555-0199", "+44 20 7946 0958"])("accepts %p", (v) => {
    expect(isValidPhone(v)).toBe(true);
  });
  it.each(["555-019", "call me", "630-555-0199 ext 4", "+1 (630) 555-0199-12345678"])("rejects %p", (v) => {
    expect(isValidPhone(v)).toBe(false);
  });
});

describe("résumé file", () => {
  it("is optional", () => {
    expect(validateFile(null, undefined, englishText)).toBeUndefined();
  });
  it("accepts PDFs and images within the limit", () => {
    expect(
      validateFile({ name: "cv.pdf", type: "application/pdf", size: 2 * mb }, undefined, englishText),
    ).toBeUndefined();
    expect(validateFile({ name: "cv.png", type: "image/png", size: 100 }, undefined, englishText)).toBeUndefined();
    expect(validateFile({ name: "cv.jpg", type: "", size: 100 }, undefined, englishText)).toBeUndefined();
  });
  it("rejects other types by name", () => {
    expect(
      validateFile(
        {
          name: "cv.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          size: 100,
        },
        undefined,
        englishText,
      ),
    ).toBe("“cv.docx” is not a PDF or an image. Please attach your résumé as a PDF, JPG or PNG file.");
  });
  it("rejects files over the limit, saying both sizes", () => {
    expect(validateFile({ name: "scan.pdf", type: "application/pdf", size: 3.4 * mb }, undefined, englishText)).toBe(
      "“scan.pdf” is 3.4 MB; the limit is 2 MB. Please attach a smaller file.",
    );
    expect(validateFile({ name: "scan.pdf", type: "application/pdf", size: 3.4 * mb }, 5, englishText)).toBeUndefined();
  });
  it("reads the limit from a setting, falling back to 2 MB", () => {
    expect(maxFileMegabytes(undefined)).toBe(2);
    expect(maxFileMegabytes("5")).toBe(5);
    expect(maxFileMegabytes("0.5")).toBe(0.5);
    expect(maxFileMegabytes("lots")).toBe(2);
    expect(maxFileMegabytes(-1)).toBe(2);
    expect(maxFileMegabytes(10)).toBe(10);
  });
});

describe("application rules", () => {
  const positions = ["Audit Associate", "Bookkeeping Specialist"];
  it("requires name, email, phone and a listed position, and checks the file", () => {
    const errors = validateApplication(
      { first_name: "", email_address: "nope", phone_number: "12", position_name: "Astronaut" },
      { name: "cv.exe", type: "application/x-msdownload", size: 10 },
      positions,
      undefined,
      englishText,
    );
    expect(Object.keys(errors)).toEqual(["first_name", "email_address", "phone_number", "position_name", "file_name"]);
    expect(firstInvalidField(["first_name", "email_address"], errors)).toBe("first_name");
  });
  it("has no errors for a valid application without a file", () => {
    expect(
      validateApplication(
        {
          first_name: "Lee",
          email_address: "lee@example.com",
          phone_number: "630 555 0100",
          position_name: "Audit Associate",
        },
        null,
        positions,
        undefined,
        englishText,
      ),
    ).toEqual({});
  });
});

it("summarises how many fields need attention", () => {
  expect(errorSummary(1, englishText)).toBe("Please correct the highlighted field.");
  expect(errorSummary(3, englishText)).toBe("Please correct the 3 highlighted fields.");
});
