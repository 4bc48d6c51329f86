/**
 * The two federal forms every new hire completes. The page's New Employee
 * Forms links and the generated one-page notices (src/lib/pdf) both read
 * this list; the official revisions change every year, so the notices point
 * to where the current one is published.
 */
export interface NewEmployeeForm {
  key: "w4" | "i9";
  /** Short name used on the page, e.g. "Form W-4". */
  shortName: string;
  title: string;
  path: string;
  agency: string;
  officialUrl: string;
  summary: string;
  steps: string[];
}

export const newEmployeeForms: NewEmployeeForm[] = [
  {
    key: "w4",
    shortName: "Form W-4",
    title: "Form W-4 Employee's Withholding Certificate",
    path: "/fw4.pdf",
    agency: "Internal Revenue Service",
    officialUrl: "https://www.irs.gov/forms-pubs/about-form-w-4",
    summary:
      "Form W-4 tells your employer how much federal income tax to withhold from your pay. Complete it on or before your first day of work, and again whenever your tax situation changes.",
    steps: [
      "Download the current revision of Form W-4 from the IRS at irs.gov/forms-pubs/about-form-w-4.",
      "Complete Step 1 (personal information) and Step 5 (signature). Steps 2 to 4 apply only if you have more than one job, a working spouse, dependents, other income or deductions.",
      "Use the IRS Tax Withholding Estimator at irs.gov/w4app if you want a more precise result.",
      "Give the signed form to your employer's payroll contact. Do not send it to the IRS.",
    ],
  },
  {
    key: "i9",
    shortName: "Form I-9",
    title: "Form I-9 Employment Eligibility Verification",
    path: "/i9.pdf",
    agency: "U.S. Citizenship and Immigration Services",
    officialUrl: "https://www.uscis.gov/i-9",
    summary:
      "Form I-9 verifies your identity and your eligibility to work in the United States. Every new employee completes it, whatever their citizenship.",
    steps: [
      "Download the current edition of Form I-9 from USCIS at uscis.gov/i-9.",
      "Complete and sign Section 1 no later than your first day of work.",
      "Within three business days of your start date, show your employer original, unexpired documents from the Lists of Acceptable Documents: one from List A, or one from List B and one from List C.",
      "Your employer completes Section 2 and keeps the form on file. It is not sent to USCIS.",
    ],
  },
];
