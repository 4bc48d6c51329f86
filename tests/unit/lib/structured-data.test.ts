import firm from "../../../data/site/en/firm.json";
import { collection } from "../../helpers/data";
import { accountingService, seasonDates } from "../../../src/lib/structured-data/firm";
import { blogPosting, type ArticleForSchema } from "../../../src/lib/structured-data/blog-posting";
import { breadcrumbList, breadcrumbTrail } from "../../../src/lib/structured-data/page";
import { faqPage } from "../../../src/lib/structured-data/faq-page";
import { jobPosting, type CareerForSchema } from "../../../src/lib/structured-data/job-posting";
import { englishText } from "../../helpers/english";
import es from "../../../data/interface/es.json";
import { textIn } from "../../../src/lib/interface-text";

const siteUrl = "https://www.riverwalkcpa.example";

type CareerRecord = Omit<CareerForSchema, "responsibilities" | "qualifications"> & {
  slug: string;
  applyOnline: boolean;
  posting: { responsibilities: string[]; qualifications: string[] };
};
const careers = collection<CareerRecord[]>("careers");

/**
 * The properties schema.org and Google's rich-result documentation require (R) and recommend (r) for each type
 * we publish. A missing one is a failure.
 */
const expectations: Record<string, { required: string[]; recommended: string[] }> = {
  AccountingService: {
    required: ["name", "address"],
    recommended: [
      "url",
      "telephone",
      "geo",
      "openingHoursSpecification",
      "image",
      "priceRange",
      "sameAs",
      "foundingDate",
    ],
  },
  PostalAddress: {
    required: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
    recommended: [],
  },
  GeoCoordinates: { required: ["latitude", "longitude"], recommended: [] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ListItem: { required: ["position", "name", "item"], recommended: [] },
  FAQPage: { required: ["mainEntity"], recommended: [] },
  Question: { required: ["name", "acceptedAnswer"], recommended: [] },
  Answer: { required: ["text"], recommended: [] },
  JobPosting: {
    required: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
    recommended: ["employmentType", "validThrough", "identifier", "directApply"],
  },
  Organization: { required: ["name"], recommended: ["sameAs", "logo"] },
  Place: { required: ["address"], recommended: [] },
};

/** Walks a JSON-LD object and returns every missing required or recommended property, with its path. */
function missingProperties(node: unknown, path = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => missingProperties(item, `${path}[${i}]`));
  if (!node || typeof node !== "object") return [];
  const object = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = object["@type"];
  if (typeof type === "string" && expectations[type]) {
    for (const property of [...expectations[type].required, ...expectations[type].recommended]) {
      const value = object[property];
      if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
        problems.push(`${path} (${type}).${property}`);
      }
    }
  }
  for (const [key, value] of Object.entries(object)) problems.push(...missingProperties(value, `${path}.${key}`));
  return problems;
}

describe("structured data", () => {
  it("describes the firm as an AccountingService with everything search engines ask for", () => {
    const data = accountingService(firm, siteUrl, "/og/share-default.jpg");
    expect(missingProperties(data)).toEqual([]);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.foundingDate).toBe("1997");
    expect(data.telephone).toBe(firm.phoneTel);
    expect(data.sameAs).toEqual(firm.socialProfiles.map((p) => p.url));
    expect(data.address).toMatchObject({ addressLocality: "Naperville", addressRegion: "IL" });
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opens: "08:30", dayOfWeek: expect.arrayContaining(["https://schema.org/Monday"]) }),
      ]),
    );
  });

  it("dates the seasonal Saturday hours with the season under way or the next one", () => {
    const seasonal = firm.hours.find((h) => "validFrom" in h && h.validFrom);
    if (!seasonal || !("validFrom" in seasonal) || !("validThrough" in seasonal)) {
      throw new Error("data/site/en/firm.json has no seasonal hours");
    }
    const spec = (today: string) =>
      (
        accountingService(firm, siteUrl, "/og/share-default.jpg", today).openingHoursSpecification as Record<
          string,
          unknown
        >[]
      ).find((entry) => entry.opens === seasonal.opens && entry.closes === seasonal.closes);
    expect(spec("2026-02-01")).toMatchObject({
      validFrom: `2026-${seasonal.validFrom}`,
      validThrough: `2026-${seasonal.validThrough}`,
    });
    expect(spec("2026-12-01")).toMatchObject({ validFrom: `2027-${seasonal.validFrom}` });
    expect(seasonDates({ validFrom: "11-15", validThrough: "02-15" }, "2027-01-10")).toEqual({
      validFrom: "2026-11-15",
      validThrough: "2027-02-15",
    });
    expect(seasonDates({ validFrom: "11-15", validThrough: "02-15" }, "2027-03-01")).toEqual({
      validFrom: "2027-11-15",
      validThrough: "2028-02-15",
    });
    expect(seasonDates({}, "2026-01-01")).toEqual({});
    // Hours without a season apply all year.
    expect(spec("2026-02-01")).toBeDefined();
    expect(
      (
        accountingService(firm, siteUrl, "/og/share-default.jpg", "2026-02-01").openingHoursSpecification as Record<
          string,
          unknown
        >[]
      ).filter((entry) => !("validFrom" in entry)),
    ).toHaveLength(firm.hours.filter((h) => !("validFrom" in h)).length);
  });

  it("builds breadcrumb trails from the ancestors that are pages", () => {
    const names = {
      "/services": "Services",
      "/services/taxes": "Tax Services",
      "/careers": "Careers",
      "/contact": "Contact",
    };
    expect(breadcrumbTrail("/services/taxes/IRS-representation", names, "IRS Representation")).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Tax Services", path: "/services/taxes" },
      { name: "IRS Representation", path: "/services/taxes/IRS-representation" },
    ]);
    expect(breadcrumbTrail("/contact/careers/audit-associate", names, "Audit Associate").map((c) => c.path)).toEqual([
      "/",
      "/contact",
      "/careers",
      "/contact/careers/audit-associate",
    ]);
    const list = breadcrumbList(breadcrumbTrail("/about", names, "About"), siteUrl);
    expect(missingProperties(list)).toEqual([]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "About", item: `${siteUrl}/about` },
    ]);
  });

  it("lists questions and answers in an FAQPage", () => {
    const data = faqPage([
      { question: "When are returns due?", answer: "April 15 for individuals and corporations." },
      { question: "How long does an extension give?", answer: "Six more months." },
    ]);
    expect(missingProperties(data)).toEqual([]);
    expect((data.mainEntity as unknown[]).length).toBe(2);
  });

  it("writes a Spanish posting's list headings in Spanish and points it at the Spanish page", () => {
    const [career] = careers;
    const path = `/es/contact/careers/${career.slug}`;
    const data = jobPosting(
      { ...career, responsibilities: career.posting.responsibilities, qualifications: career.posting.qualifications },
      firm,
      siteUrl,
      path,
      textIn(es),
    );
    expect(String(data.description)).toContain(`<p>${es.careers.responsibilities}:</p>`);
    expect(String(data.description)).toContain(`<p>${es.careers.qualifications}:</p>`);
    expect(String(data.description)).not.toMatch(/Responsibilities|Qualifications/);
    expect(data.url).toBe(`${siteUrl}${path}`);
  });

  it("publishes each career as a JobPosting in Naperville with directApply only where the page has the form", () => {
    for (const career of careers) {
      const path = `/contact/careers/${career.slug}`;
      const data = jobPosting(
        { ...career, responsibilities: career.posting.responsibilities, qualifications: career.posting.qualifications },
        firm,
        siteUrl,
        path,
        englishText,
      );
      expect(missingProperties(data)).toEqual([]);
      expect(data.directApply).toBe(career.applyOnline);
      expect(data.jobLocation).toMatchObject({ address: { addressLocality: "Naperville", addressRegion: "IL" } });
      expect(data.employmentType).toEqual(career.employmentType);
      expect(String(data.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(data.description)).toContain(career.posting.responsibilities[0].replace(/&/g, "&amp;"));
    }
    // Both kinds of posting, whatever data/careers/ holds today: by email only, and with the form.
    [false, true].forEach((applyOnline) => {
      const [career] = careers;
      const record = { ...career, applyOnline };
      const data = jobPosting(
        { ...record, responsibilities: career.posting.responsibilities, qualifications: career.posting.qualifications },
        firm,
        siteUrl,
        `/contact/careers/${career.slug}`,
        englishText,
      );
      expect(data.directApply).toBe(applyOnline);
    });
  });

  it("notices a missing required property", () => {
    const broken = {
      ...faqPage([{ question: "Q?", answer: "A." }]),
      mainEntity: [{ "@type": "Question", name: "Q?" }],
    };
    expect(missingProperties(broken)).toEqual(["$.mainEntity[0] (Question).acceptedAnswer"]);
  });
});

/** An Insights article as its page describes it to `blogPosting`. */
const article: ArticleForSchema = {
  title: "How Long to Keep Tax Records",
  description: "The IRS ties record keeping to the period in which a return can still be examined.",
  published: "2026-01-12",
  updated: "2026-02-02",
  path: "/insights/how-long-to-keep-tax-records",
  image: "/og/insights/how-long-to-keep-tax-records.jpg",
  author: { name: "Daniel Reyes, CPA", position: "Partner, Tax Services", path: "/about#member-daniel-reyes" },
  topics: ["Income Tax Preparation", "Bookkeeping"],
  sources: [{ title: "IRS: How long should I keep records?", url: "https://www.irs.gov/x" }],
  blogPath: "/insights",
  inLanguage: "en-US",
};

describe("blogPosting", () => {
  const json = blogPosting(article, { name: "Riverwalk CPA Group" }, siteUrl) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading nested JSON-LD in assertions

  it("has the properties Google's Article rich result asks for", () => {
    expect(json["@context"]).toBe("https://schema.org");
    expect(json["@type"]).toBe("BlogPosting");
    expect(json.headline).toBe(article.title);
    expect(json.headline.length).toBeLessThanOrEqual(110);
    expect(json.datePublished).toBe("2026-01-12");
    expect(json.dateModified).toBe("2026-02-02");
    expect(json.image).toEqual(["https://www.riverwalkcpa.example/og/insights/how-long-to-keep-tax-records.jpg"]);
    expect(json.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://www.riverwalkcpa.example/insights/how-long-to-keep-tax-records",
    });
  });

  it("names the author as a Person with a profile URL and the firm as publisher with its logo", () => {
    expect(json.author).toMatchObject({
      "@type": "Person",
      name: "Daniel Reyes, CPA",
      jobTitle: "Partner, Tax Services",
      url: "https://www.riverwalkcpa.example/about#member-daniel-reyes",
    });
    expect(json.publisher).toMatchObject({ "@type": "Organization", name: "Riverwalk CPA Group" });
    expect(json.publisher.logo).toMatchObject({
      "@type": "ImageObject",
      url: "https://www.riverwalkcpa.example/icons/icon-512x512.png",
    });
  });

  it("lists the topics and the cited sources", () => {
    expect(json.about).toEqual([
      { "@type": "Thing", name: "Income Tax Preparation" },
      { "@type": "Thing", name: "Bookkeeping" },
    ]);
    expect(json.citation).toEqual([
      { "@type": "CreativeWork", name: "IRS: How long should I keep records?", url: "https://www.irs.gov/x" },
    ]);
  });

  it("keeps an absolute image as it is", () => {
    const withAbsolute = blogPosting({ ...article, image: "https://cdn.example/x.jpg" }, { name: "F" }, siteUrl) as {
      image: string[];
    };
    expect(withAbsolute.image).toEqual(["https://cdn.example/x.jpg"]);
  });
});

describe("BreadcrumbList of Insights pages", () => {
  const names = { "/insights": "Insights" };

  it("leads from Home through Insights to an article", () => {
    const trail = breadcrumbTrail(article.path, names, article.title);
    expect(trail).toEqual([
      { name: "Home", path: "/" },
      { name: "Insights", path: "/insights" },
      { name: article.title, path: article.path },
    ]);
    expect(breadcrumbList(trail, siteUrl)).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: "https://www.riverwalkcpa.example/" },
        { position: 2, name: "Insights", item: "https://www.riverwalkcpa.example/insights" },
        {
          position: 3,
          name: article.title,
          item: "https://www.riverwalkcpa.example/insights/how-long-to-keep-tax-records",
        },
      ],
    });
  });

  it("skips the /insights/topic segment, which is no page of its own", () => {
    expect(breadcrumbTrail("/insights/topic/payroll", names, "Payroll articles")).toEqual([
      { name: "Home", path: "/" },
      { name: "Insights", path: "/insights" },
      { name: "Payroll articles", path: "/insights/topic/payroll" },
    ]);
  });
});
