/**
 * The site's catalogue as the tests expect to find it, taken from data/: the service pages by category,
 * the job postings and the Insights articles. Adding, removing or reordering a record in data/ changes what the
 * tests expect without a test edit; the routes are built by the site's own pure route helpers, so a test and the
 * site agree by construction. Every file path lives in tests/helpers/data.ts.
 */
import { articlePath, articlesPerPage, topicPath } from "../../src/lib/insights";
import { careerPagePath, servicePagePath } from "../../src/lib/routes";
import { articlesOf, collection } from "./data";

interface CategoryRecord {
  key: string;
  title: string;
  path: string;
  order: number;
  listHeading: string;
}

interface ServiceRecord {
  slug: string;
  category: string;
  order: number;
  navLabel: string;
  cardTitle: string;
  checklists?: { key: string; title: string; items: string[] }[];
}

interface CareerRecord {
  slug: string;
  title: string;
  applyOnline: boolean;
}

export interface ExpectedChecklist {
  key: string;
  title: string;
  itemCount: number;
}

export interface ExpectedServicePage {
  path: string;
  navLabel: string;
  cardTitle: string;
  checklists: ExpectedChecklist[];
}

export interface ExpectedServiceGroup {
  /** The category page, and the name of the sidebar navigation. */
  categoryPath: string;
  nav: string;
  /** The category's region and list names on /services. */
  title: string;
  listHeading: string;
  pages: ExpectedServicePage[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The service pages of each category, categories and pages in their data order. */
export function serviceCatalogue(): ExpectedServiceGroup[] {
  const services = collection<ServiceRecord[]>("services");
  return [...collection<CategoryRecord[]>("service-categories")].sort(byOrder).map((category) => ({
    categoryPath: category.path,
    nav: category.title,
    title: category.title,
    listHeading: category.listHeading,
    pages: services
      .filter((service) => service.category === category.key)
      .sort(byOrder)
      .map((service) => ({
        path: servicePagePath(category, service.slug),
        navLabel: service.navLabel,
        cardTitle: service.cardTitle,
        checklists: (service.checklists ?? []).map((checklist) => ({
          key: checklist.key,
          title: checklist.title,
          itemCount: checklist.items.length,
        })),
      })),
  }));
}

/** The job postings, in the data's order: path, title and whether the page has the application form. */
export function careerCatalogue(): { path: string; title: string; applyOnline: boolean }[] {
  return collection<CareerRecord[]>("careers").map((career) => ({
    path: careerPagePath(career.slug),
    title: career.title,
    applyOnline: career.applyOnline,
  }));
}

/** A listing's first page and its further pages (/page/2 …) for `count` articles. */
const listingPages = (basePath: string, count: number) => [
  basePath,
  ...Array.from({ length: Math.ceil(count / articlesPerPage) - 1 }, (_, index) => `${basePath}/page/${index + 2}`),
];

/**
 * The Insights routes of the English edition: the listing and its further pages, one page per article and the
 * listing (and its further pages) of every topic that has articles, sorted.
 */
export function insightsCatalogue(): string[] {
  const articles = articlesOf("en");
  const topics = [...new Set(articles.flatMap((article) => article.topics))];
  return [
    ...listingPages("/insights", articles.length),
    ...articles.map((article) => articlePath(article.slug)),
    ...topics.flatMap((topic) =>
      listingPages(topicPath(topic), articles.filter((article) => article.topics.includes(topic)).length),
    ),
  ].sort();
}

/** How many records a collection of data/ has ("team", "faqs", "sectors"…). */
export const recordCount = (name: string): number => collection<unknown[]>(name).length;

/** How many testimonials of a kind ("short" on the home page, "long" on /industries) data/ has. */
export const testimonialCount = (kind: string): number =>
  collection<{ kind: string }[]>("testimonials").filter((testimonial) => testimonial.kind === kind).length;

/** How many items of a carousel group ("partners", "awards", "gallery"…) data/carousel-items has. */
export const carouselCount = (group: string): number =>
  collection<{ group: string }[]>("carousel-items").filter((item) => item.group === group).length;
