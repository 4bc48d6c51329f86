/**
 * The federal deadlines the calendar on /resources must show, written out for the browser tests (the calendar's
 * engine has its own unit tests; these lists pin what a visitor sees).
 */

import { collection } from "../helpers/data";
import type { TaxPostponement } from "../../src/lib/tax-deadlines/postponements";

export interface ExpectedDeadline {
  date: string;
  title: string;
  audience: string[];
}

/** Every deadline of 2027 the rules give, in the calendar's order (before postponements). */
const byRules2027: ExpectedDeadline[] = [
  {
    date: "2027-01-11",
    title: "Employees: report December 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-01-15",
    title: "Monthly payroll tax deposit for December 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-01-15",
    title: "Monthly deposit of nonpayroll withholding for December 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-01-15",
    title: "Individual estimated tax: fourth installment for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2027-01-15",
    title: "Farmers and fishermen: single estimated tax payment for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2027-02-01",
    title: "Form 941 for the fourth quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "FUTA tax deposit for the fourth quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "Form 720 excise tax return for the fourth quarter of 2026",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-01",
    title: "File your 2026 return instead of paying the fourth estimated installment",
    audience: ["Individuals"],
  },
  {
    date: "2027-02-01",
    title: "Forms W-2 to employees and the Social Security Administration",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "Form 1099-NEC to contractors and the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-01",
    title: "Forms 1098, 1099, 3921, 3922 and W-2G to recipients",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-01",
    title: "Form 940 annual FUTA return for 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "Form 943 for agricultural employers, 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "Form 944 annual employment tax return for 2026",
    audience: ["Employers"],
  },
  {
    date: "2027-02-01",
    title: "Form 945 for 2026 nonpayroll withholding",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-02-01",
    title: "Form 730 tax on wagers for December 2026",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-01",
    title: "Heavy highway vehicle use tax for vehicles first used in December 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-01",
    title: "Form 1099-K to payees",
    audience: ["Businesses"],
  },
  {
    date: "2027-02-10",
    title: "Employees: report January 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-02-10",
    title: "Form 941 for the fourth quarter of 2026: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2027-02-10",
    title: "Forms 940, 943, 944 and 945 for 2026: filers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2027-02-16",
    title: "Monthly payroll tax deposit for January 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-02-16",
    title: "Monthly deposit of nonpayroll withholding for January 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-02-16",
    title: "Employees claiming exemption from withholding: new Form W-4 for 2027",
    audience: ["Employers", "Individuals"],
  },
  {
    date: "2027-02-16",
    title: "Forms 1099-B and 1099-S to recipients",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-01",
    title: "Farmers and fishermen: file and pay 2026 tax instead of an estimated payment",
    audience: ["Individuals"],
  },
  {
    date: "2027-03-01",
    title: "Forms 1094-B/1095-B and 1094-C/1095-C to the IRS on paper",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-03-01",
    title: "Form 8027 on paper: tip income of large food and beverage establishments",
    audience: ["Employers"],
  },
  {
    date: "2027-03-01",
    title: "Paper Forms 1097, 1098, 1099, 3921, 3922 and W-2G to the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-01",
    title: "Form 730 tax on wagers for January 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-01",
    title: "Heavy highway vehicle use tax for vehicles first used in January 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-02",
    title: "Forms 1095-B and 1095-C to individuals",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-03-10",
    title: "Employees: report February 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-03-15",
    title: "Monthly payroll tax deposit for February 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-03-15",
    title: "Monthly deposit of nonpayroll withholding for February 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-03-15",
    title: "Partnership returns for 2026 (Form 1065)",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-15",
    title: "S corporation returns for 2026 (Form 1120-S)",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-15",
    title: "Form 1042 and Forms 1042-S for 2026",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-31",
    title: "Electronic Forms 1097, 1098, 1099, 3921, 3922 and W-2G to the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-31",
    title: "Forms 1094-B/1095-B and 1094-C/1095-C to the IRS electronically",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-03-31",
    title: "Form 8027 filed electronically: tip income of large food and beverage establishments",
    audience: ["Employers"],
  },
  {
    date: "2027-03-31",
    title: "Form 730 tax on wagers for February 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-03-31",
    title: "Heavy highway vehicle use tax for vehicles first used in February 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-04-12",
    title: "Employees: report March 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-04-15",
    title: "Monthly payroll tax deposit for March 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-04-15",
    title: "Monthly deposit of nonpayroll withholding for March 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-04-15",
    title: "Individual estimated tax: first installment for 2027",
    audience: ["Individuals"],
  },
  {
    date: "2027-04-15",
    title: "Corporate estimated tax: first installment for 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-04-15",
    title: "Individual income tax returns for 2026 (Form 1040)",
    audience: ["Individuals"],
  },
  {
    date: "2027-04-15",
    title: "Household employers: Schedule H for 2026",
    audience: ["Individuals", "Employers"],
  },
  {
    date: "2027-04-15",
    title: "C corporation returns for 2026 (Form 1120)",
    audience: ["Businesses"],
  },
  {
    date: "2027-04-15",
    title: "Gift tax returns for 2026 (Form 709)",
    audience: ["Individuals"],
  },
  {
    date: "2027-04-15",
    title: "Estate and trust income tax returns for 2026 (Form 1041)",
    audience: ["Individuals"],
  },
  {
    date: "2027-04-15",
    title: "Foreign bank account report for 2026 (FBAR)",
    audience: ["Individuals", "Businesses"],
  },
  {
    date: "2027-04-30",
    title: "Form 941 for the first quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-04-30",
    title: "FUTA tax deposit for the first quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-04-30",
    title: "Form 720 excise tax return for the first quarter of 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-04-30",
    title: "Form 730 tax on wagers for March 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-04-30",
    title: "Heavy highway vehicle use tax for vehicles first used in March 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-05-10",
    title: "Employees: report April 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-05-10",
    title: "Form 941 for the first quarter of 2027: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2027-05-17",
    title: "Monthly payroll tax deposit for April 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-05-17",
    title: "Monthly deposit of nonpayroll withholding for April 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-05-17",
    title: "Exempt organization returns for 2026 (Forms 990, 990-EZ, 990-PF)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2027-05-17",
    title: "Small exempt organizations: e-Postcard for 2026 (Form 990-N)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2027-06-01",
    title: "Form 730 tax on wagers for April 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-06-01",
    title: "Heavy highway vehicle use tax for vehicles first used in April 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-06-10",
    title: "Employees: report May 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-06-15",
    title: "Monthly payroll tax deposit for May 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-06-15",
    title: "Monthly deposit of nonpayroll withholding for May 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-06-15",
    title: "Individual estimated tax: second installment for 2027",
    audience: ["Individuals"],
  },
  {
    date: "2027-06-15",
    title: "Corporate estimated tax: second installment for 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-06-15",
    title: "Nonresident aliens: Form 1040-NR for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2027-06-15",
    title: "U.S. citizens and residents abroad: 2026 returns",
    audience: ["Individuals"],
  },
  {
    date: "2027-06-30",
    title: "Form 730 tax on wagers for May 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-06-30",
    title: "Heavy highway vehicle use tax for vehicles first used in May 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-07-12",
    title: "Employees: report June 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-07-15",
    title: "Monthly payroll tax deposit for June 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-07-15",
    title: "Monthly deposit of nonpayroll withholding for June 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-08-02",
    title: "Form 941 for the second quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-08-02",
    title: "FUTA tax deposit for the second quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-08-02",
    title: "Form 720 excise tax return for the second quarter of 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-08-02",
    title: "Employee benefit plan returns for 2026 (Form 5500)",
    audience: ["Employers"],
  },
  {
    date: "2027-08-02",
    title: "Form 730 tax on wagers for June 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-08-02",
    title: "Heavy highway vehicle use tax for vehicles first used in June 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-08-10",
    title: "Employees: report July 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-08-10",
    title: "Form 941 for the second quarter of 2027: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2027-08-16",
    title: "Monthly payroll tax deposit for July 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-08-16",
    title: "Monthly deposit of nonpayroll withholding for July 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-08-31",
    title: "Heavy highway vehicle use tax (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-08-31",
    title: "Form 730 tax on wagers for July 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-09-10",
    title: "Employees: report August 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-09-15",
    title: "Monthly payroll tax deposit for August 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-09-15",
    title: "Monthly deposit of nonpayroll withholding for August 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-09-15",
    title: "Individual estimated tax: third installment for 2027",
    audience: ["Individuals"],
  },
  {
    date: "2027-09-15",
    title: "Corporate estimated tax: third installment for 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-09-15",
    title: "Extended partnership returns for 2026 (Form 1065)",
    audience: ["Businesses"],
  },
  {
    date: "2027-09-15",
    title: "Extended S corporation returns for 2026 (Form 1120-S)",
    audience: ["Businesses"],
  },
  {
    date: "2027-09-30",
    title: "Extended estate and trust returns for 2026 (Form 1041)",
    audience: ["Individuals"],
  },
  {
    date: "2027-09-30",
    title: "Form 730 tax on wagers for August 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-09-30",
    title: "Heavy highway vehicle use tax for vehicles first used in August 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-10-12",
    title: "Employees: report September 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-10-15",
    title: "Monthly payroll tax deposit for September 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-10-15",
    title: "Monthly deposit of nonpayroll withholding for September 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-10-15",
    title: "Extended individual returns for 2026 (Form 1040)",
    audience: ["Individuals"],
  },
  {
    date: "2027-10-15",
    title: "Extended C corporation returns for 2026 (Form 1120)",
    audience: ["Businesses"],
  },
  {
    date: "2027-10-15",
    title: "Extended FBAR filings for 2026 (FinCEN Form 114)",
    audience: ["Individuals", "Businesses"],
  },
  {
    date: "2027-10-15",
    title: "Extended employee benefit plan returns for 2026 (Form 5500)",
    audience: ["Employers"],
  },
  {
    date: "2027-11-01",
    title: "Form 941 for the third quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-11-01",
    title: "FUTA tax deposit for the third quarter of 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-11-01",
    title: "Form 720 excise tax return for the third quarter of 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-11-01",
    title: "Form 730 tax on wagers for September 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-11-01",
    title: "Heavy highway vehicle use tax for vehicles first used in September 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-11-10",
    title: "Employees: report October 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-11-10",
    title: "Form 941 for the third quarter of 2027: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2027-11-15",
    title: "Monthly payroll tax deposit for October 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-11-15",
    title: "Monthly deposit of nonpayroll withholding for October 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-11-15",
    title: "Extended exempt organization returns for 2026 (Form 990)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2027-11-30",
    title: "Form 730 tax on wagers for October 2027",
    audience: ["Businesses"],
  },
  {
    date: "2027-11-30",
    title: "Heavy highway vehicle use tax for vehicles first used in October 2027 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2027-12-10",
    title: "Employees: report November 2027 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2027-12-15",
    title: "Monthly payroll tax deposit for November 2027",
    audience: ["Employers"],
  },
  {
    date: "2027-12-15",
    title: "Monthly deposit of nonpayroll withholding for November 2027",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2027-12-15",
    title: "Corporate estimated tax: fourth installment for 2027",
    audience: ["Businesses"],
  },
];

/** Every deadline of 2026 the rules give, in the calendar's order (before postponements). */
const byRules2026: ExpectedDeadline[] = [
  {
    date: "2026-01-12",
    title: "Employees: report December 2025 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-01-15",
    title: "Monthly payroll tax deposit for December 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-01-15",
    title: "Monthly deposit of nonpayroll withholding for December 2025",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-01-15",
    title: "Individual estimated tax: fourth installment for 2025",
    audience: ["Individuals"],
  },
  {
    date: "2026-01-15",
    title: "Farmers and fishermen: single estimated tax payment for 2025",
    audience: ["Individuals"],
  },
  {
    date: "2026-02-02",
    title: "Form 941 for the fourth quarter of 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "FUTA tax deposit for the fourth quarter of 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "Form 720 excise tax return for the fourth quarter of 2025",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-02",
    title: "File your 2025 return instead of paying the fourth estimated installment",
    audience: ["Individuals"],
  },
  {
    date: "2026-02-02",
    title: "Forms W-2 to employees and the Social Security Administration",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "Form 1099-NEC to contractors and the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-02",
    title: "Forms 1098, 1099, 3921, 3922 and W-2G to recipients",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-02",
    title: "Form 940 annual FUTA return for 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "Form 943 for agricultural employers, 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "Form 944 annual employment tax return for 2025",
    audience: ["Employers"],
  },
  {
    date: "2026-02-02",
    title: "Form 945 for 2025 nonpayroll withholding",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-02-02",
    title: "Form 730 tax on wagers for December 2025",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-02",
    title: "Heavy highway vehicle use tax for vehicles first used in December 2025 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-02",
    title: "Form 1099-K to payees",
    audience: ["Businesses"],
  },
  {
    date: "2026-02-10",
    title: "Employees: report January 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-02-10",
    title: "Form 941 for the fourth quarter of 2025: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2026-02-10",
    title: "Forms 940, 943, 944 and 945 for 2025: filers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2026-02-17",
    title: "Monthly payroll tax deposit for January 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-02-17",
    title: "Monthly deposit of nonpayroll withholding for January 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-02-17",
    title: "Employees claiming exemption from withholding: new Form W-4 for 2026",
    audience: ["Employers", "Individuals"],
  },
  {
    date: "2026-02-17",
    title: "Forms 1099-B and 1099-S to recipients",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-02",
    title: "Farmers and fishermen: file and pay 2025 tax instead of an estimated payment",
    audience: ["Individuals"],
  },
  {
    date: "2026-03-02",
    title: "Forms 1094-B/1095-B and 1094-C/1095-C to the IRS on paper",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-03-02",
    title: "Form 8027 on paper: tip income of large food and beverage establishments",
    audience: ["Employers"],
  },
  {
    date: "2026-03-02",
    title: "Forms 1095-B and 1095-C to individuals",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-03-02",
    title: "Paper Forms 1097, 1098, 1099, 3921, 3922 and W-2G to the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-02",
    title: "Form 730 tax on wagers for January 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-02",
    title: "Heavy highway vehicle use tax for vehicles first used in January 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-10",
    title: "Employees: report February 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-03-16",
    title: "Monthly payroll tax deposit for February 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-03-16",
    title: "Monthly deposit of nonpayroll withholding for February 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-03-16",
    title: "Partnership returns for 2025 (Form 1065)",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-16",
    title: "S corporation returns for 2025 (Form 1120-S)",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-16",
    title: "Form 1042 and Forms 1042-S for 2025",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-31",
    title: "Electronic Forms 1097, 1098, 1099, 3921, 3922 and W-2G to the IRS",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-31",
    title: "Forms 1094-B/1095-B and 1094-C/1095-C to the IRS electronically",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-03-31",
    title: "Form 8027 filed electronically: tip income of large food and beverage establishments",
    audience: ["Employers"],
  },
  {
    date: "2026-03-31",
    title: "Form 730 tax on wagers for February 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-03-31",
    title: "Heavy highway vehicle use tax for vehicles first used in February 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-04-10",
    title: "Employees: report March 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-04-15",
    title: "Monthly payroll tax deposit for March 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-04-15",
    title: "Monthly deposit of nonpayroll withholding for March 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-04-15",
    title: "Individual estimated tax: first installment for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2026-04-15",
    title: "Corporate estimated tax: first installment for 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-04-15",
    title: "Individual income tax returns for 2025 (Form 1040)",
    audience: ["Individuals"],
  },
  {
    date: "2026-04-15",
    title: "Household employers: Schedule H for 2025",
    audience: ["Individuals", "Employers"],
  },
  {
    date: "2026-04-15",
    title: "C corporation returns for 2025 (Form 1120)",
    audience: ["Businesses"],
  },
  {
    date: "2026-04-15",
    title: "Gift tax returns for 2025 (Form 709)",
    audience: ["Individuals"],
  },
  {
    date: "2026-04-15",
    title: "Estate and trust income tax returns for 2025 (Form 1041)",
    audience: ["Individuals"],
  },
  {
    date: "2026-04-15",
    title: "Foreign bank account report for 2025 (FBAR)",
    audience: ["Individuals", "Businesses"],
  },
  {
    date: "2026-04-30",
    title: "Form 941 for the first quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-04-30",
    title: "FUTA tax deposit for the first quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-04-30",
    title: "Form 720 excise tax return for the first quarter of 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-04-30",
    title: "Form 730 tax on wagers for March 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-04-30",
    title: "Heavy highway vehicle use tax for vehicles first used in March 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-05-11",
    title: "Employees: report April 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-05-11",
    title: "Form 941 for the first quarter of 2026: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2026-05-15",
    title: "Monthly payroll tax deposit for April 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-05-15",
    title: "Monthly deposit of nonpayroll withholding for April 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-05-15",
    title: "Exempt organization returns for 2025 (Forms 990, 990-EZ, 990-PF)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2026-05-15",
    title: "Small exempt organizations: e-Postcard for 2025 (Form 990-N)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2026-06-01",
    title: "Form 730 tax on wagers for April 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-06-01",
    title: "Heavy highway vehicle use tax for vehicles first used in April 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-06-10",
    title: "Employees: report May 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-06-15",
    title: "Monthly payroll tax deposit for May 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-06-15",
    title: "Monthly deposit of nonpayroll withholding for May 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-06-15",
    title: "Individual estimated tax: second installment for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2026-06-15",
    title: "Corporate estimated tax: second installment for 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-06-15",
    title: "Nonresident aliens: Form 1040-NR for 2025",
    audience: ["Individuals"],
  },
  {
    date: "2026-06-15",
    title: "U.S. citizens and residents abroad: 2025 returns",
    audience: ["Individuals"],
  },
  {
    date: "2026-06-30",
    title: "Form 730 tax on wagers for May 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-06-30",
    title: "Heavy highway vehicle use tax for vehicles first used in May 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-07-10",
    title: "Employees: report June 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-07-15",
    title: "Monthly payroll tax deposit for June 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-07-15",
    title: "Monthly deposit of nonpayroll withholding for June 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-07-31",
    title: "Form 941 for the second quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-07-31",
    title: "FUTA tax deposit for the second quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-07-31",
    title: "Form 720 excise tax return for the second quarter of 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-07-31",
    title: "Employee benefit plan returns for 2025 (Form 5500)",
    audience: ["Employers"],
  },
  {
    date: "2026-07-31",
    title: "Form 730 tax on wagers for June 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-07-31",
    title: "Heavy highway vehicle use tax for vehicles first used in June 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-08-10",
    title: "Employees: report July 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-08-10",
    title: "Form 941 for the second quarter of 2026: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2026-08-17",
    title: "Monthly payroll tax deposit for July 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-08-17",
    title: "Monthly deposit of nonpayroll withholding for July 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-08-31",
    title: "Heavy highway vehicle use tax (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-08-31",
    title: "Form 730 tax on wagers for July 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-09-10",
    title: "Employees: report August 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-09-15",
    title: "Monthly payroll tax deposit for August 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-09-15",
    title: "Monthly deposit of nonpayroll withholding for August 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-09-15",
    title: "Individual estimated tax: third installment for 2026",
    audience: ["Individuals"],
  },
  {
    date: "2026-09-15",
    title: "Corporate estimated tax: third installment for 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-09-15",
    title: "Extended partnership returns for 2025 (Form 1065)",
    audience: ["Businesses"],
  },
  {
    date: "2026-09-15",
    title: "Extended S corporation returns for 2025 (Form 1120-S)",
    audience: ["Businesses"],
  },
  {
    date: "2026-09-30",
    title: "Extended estate and trust returns for 2025 (Form 1041)",
    audience: ["Individuals"],
  },
  {
    date: "2026-09-30",
    title: "Form 730 tax on wagers for August 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-09-30",
    title: "Heavy highway vehicle use tax for vehicles first used in August 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-10-13",
    title: "Employees: report September 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-10-15",
    title: "Monthly payroll tax deposit for September 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-10-15",
    title: "Monthly deposit of nonpayroll withholding for September 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-10-15",
    title: "Extended individual returns for 2025 (Form 1040)",
    audience: ["Individuals"],
  },
  {
    date: "2026-10-15",
    title: "Extended C corporation returns for 2025 (Form 1120)",
    audience: ["Businesses"],
  },
  {
    date: "2026-10-15",
    title: "Extended FBAR filings for 2025 (FinCEN Form 114)",
    audience: ["Individuals", "Businesses"],
  },
  {
    date: "2026-10-15",
    title: "Extended employee benefit plan returns for 2025 (Form 5500)",
    audience: ["Employers"],
  },
  {
    date: "2026-11-02",
    title: "Form 941 for the third quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-11-02",
    title: "FUTA tax deposit for the third quarter of 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-11-02",
    title: "Form 720 excise tax return for the third quarter of 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-11-02",
    title: "Form 730 tax on wagers for September 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-11-02",
    title: "Heavy highway vehicle use tax for vehicles first used in September 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-11-10",
    title: "Employees: report October 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-11-10",
    title: "Form 941 for the third quarter of 2026: employers who deposited on time",
    audience: ["Employers"],
  },
  {
    date: "2026-11-16",
    title: "Monthly payroll tax deposit for October 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-11-16",
    title: "Monthly deposit of nonpayroll withholding for October 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-11-16",
    title: "Extended exempt organization returns for 2025 (Form 990)",
    audience: ["Exempt organizations"],
  },
  {
    date: "2026-11-30",
    title: "Form 730 tax on wagers for October 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-11-30",
    title: "Heavy highway vehicle use tax for vehicles first used in October 2026 (Form 2290)",
    audience: ["Businesses"],
  },
  {
    date: "2026-12-10",
    title: "Employees: report November 2026 tips to your employer",
    audience: ["Individuals"],
  },
  {
    date: "2026-12-15",
    title: "Monthly payroll tax deposit for November 2026",
    audience: ["Employers"],
  },
  {
    date: "2026-12-15",
    title: "Monthly deposit of nonpayroll withholding for November 2026",
    audience: ["Employers", "Businesses"],
  },
  {
    date: "2026-12-15",
    title: "Corporate estimated tax: fourth installment for 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-12-31",
    title: "Form 730 tax on wagers for November 2026",
    audience: ["Businesses"],
  },
  {
    date: "2026-12-31",
    title: "Heavy highway vehicle use tax for vehicles first used in November 2026 (Form 2290)",
    audience: ["Businesses"],
  },
];

/** The first deadline of April 15, 2027, as its own calendar file must describe it. */
export const firstApril15 = {
  title: "Monthly payroll tax deposit for March 2027",
  description:
    "Employers on the monthly deposit schedule deposit the Social Security, Medicare and withheld federal income tax on wages paid in March 2027 (the taxes reported on Form 941 or 944) by electronic funds transfer. Semiweekly schedule depositors have no monthly date: taxes on wages paid Wednesday, Thursday or Friday are due by the following Wednesday, and on wages paid Saturday through Tuesday by the following Friday.",
  uid: "payroll-deposit-monthly-20270415@riverwalkcpa.example",
};

/**
 * The deadlines with the nationwide federal postponements of data/tax-postponements/ applied: a deadline due in a
 * postponement's window moves to its new date (the calendar then lists it there, in date order). Regional relief
 * only adds a note, so the dates stay. Staff record postponements in the editor; the pinned dates above stay the
 * rules' own.
 */
export function withPostponements(
  deadlines: readonly ExpectedDeadline[],
  postponements = collection<TaxPostponement[]>("tax-postponements"),
): ExpectedDeadline[] {
  const moved = deadlines.map((deadline) => {
    const relief = postponements.find(
      (p) =>
        p.jurisdiction === "federal" &&
        p.scope === "nationwide" &&
        p.firstOriginalDate <= deadline.date &&
        deadline.date <= p.lastOriginalDate,
    );
    return relief ? { ...deadline, date: relief.newDate } : deadline;
  });
  return moved
    .map((deadline, index) => ({ deadline, index }))
    .sort((a, b) => a.deadline.date.localeCompare(b.deadline.date) || a.index - b.index)
    .map(({ deadline }) => deadline);
}

/** Every deadline of 2027, in the calendar's order. */
export const deadlines2027 = withPostponements(byRules2027);
/** Every deadline of 2026, in the calendar's order. */
export const deadlines2026 = withPostponements(byRules2026);
