/**
 * Insights: the listing, topic pages, pagination, an article's byline, dates, contents, sources and disclaimer,
 * the RSS feed, the head (feed link, share image, JSON-LD), the home and service-page sections, pages without
 * JavaScript, and axe at both widths.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import en from "../../data/interface/en.json";
import { describeViolations, expect, test } from "./fixtures";

interface ArticleFile {
  slug: string;
  title: string;
  published: string;
  topics: string[];
  sections: number;
}

const insightsDir = path.resolve("data/insights/en");
const articles: ArticleFile[] = fs
  .readdirSync(insightsDir)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const { data, content } = matter(fs.readFileSync(path.join(insightsDir, name), "utf8"));
    const published =
      data.published instanceof Date ? data.published.toISOString().slice(0, 10) : String(data.published);
    return {
      slug: name.replace(/\.mdx$/, ""),
      title: String(data.title),
      published,
      topics: (data.topics as string[]).map(String),
      sections: (content.match(/^## /gm) ?? []).length,
    };
  })
  .sort((a, b) => (a.published < b.published ? 1 : a.published > b.published ? -1 : a.title.localeCompare(b.title)));

/** Checks that the listing on `page` shows these articles' cards, by title, in this order. */
async function expectListedTitles(page: Page, expected: ArticleFile[]) {
  const titles = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
  expect(titles).toEqual(expected.map((article) => article.title));
}

const withToc = articles.find((article) => article.sections > 3) ?? articles[0];
const withoutToc = articles.find((article) => article.sections <= 3);

test.describe("Insights listing", { tag: "@both" }, () => {
  test("lists the articles newest first, nine a page, with a topic filter of links", async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    await gotoHydrated("/insights");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("main").getByRole("article");
    await expect(list).toHaveCount(Math.min(9, articles.length));
    const dates = await list
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(list.first().getByRole("link")).toHaveText(articles[0].title);

    const filter = page.getByRole("navigation", { name: en.insights.filterLabel });
    await expect(filter.getByRole("link", { name: en.insights.allTopics })).toHaveAttribute("aria-current", "page");
    const topicLinks = filter.getByRole("link");
    const distinctTopics = new Set(articles.flatMap((article) => article.topics));
    await expect(topicLinks).toHaveCount(distinctTopics.size + 1);
    expect(describeViolations(await axe())).toEqual([]);
  });

  test("a topic page lists only that topic's articles and marks its filter link", async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    const topic = articles[0].topics[0];
    const expected = articles.filter((article) => article.topics.includes(topic));
    await gotoHydrated("/insights");
    await page
      .getByRole("navigation", { name: en.insights.filterLabel })
      .locator(`a[href="/insights/topic/${topic}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/insights/topic/${topic}$`));
    const active = page.getByRole("navigation", { name: en.insights.filterLabel }).locator('[aria-current="page"]');
    await expect(active).toHaveAttribute("href", `/insights/topic/${topic}`);
    await expectListedTitles(page, expected.slice(0, 9));
    expect(describeViolations(await axe())).toEqual([]);
  });

  test("pagination links the pages with previous and next when there are more than nine articles", async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    await gotoHydrated("/insights");
    const pages = page.getByRole("navigation", { name: en.insights.pagination });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: en.insights.nextPage }).click();
    await expect(page).toHaveURL(/\/insights\/page\/2$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: en.insights.previousPage })).toHaveAttribute("href", "/insights");
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", "/insights");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(9, articles.length - 9));
    await expectListedTitles(page, articles.slice(9, 18));
    expect(describeViolations(await axe())).toEqual([]);
  });

  test("no listing page after the last one, and no pagination when nine or fewer articles", async ({
    page,
    gotoHydrated,
  }) => {
    const lastPage = Math.max(1, Math.ceil(articles.length / 9));
    await gotoHydrated("/insights");
    await expect(page.getByRole("navigation", { name: en.insights.pagination })).toHaveCount(lastPage > 1 ? 1 : 0);
    const response = await page.request.get(`/insights/page/${lastPage + 1}`);
    expect(response.status()).toBe(404);
  });
});

test.describe("An Insights article", { tag: "@both" }, () => {
  test("has its byline, dates, contents, sources, disclaimer and related reading", async ({
    page,
    gotoHydrated,
    axe,
  }) => {
    await gotoHydrated(`/insights/${withToc.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(withToc.title);

    const author = main.locator('a[href^="/about#member-"]').first();
    await expect(author).toBeVisible();
    const anchor = (await author.getAttribute("href"))!.split("#")[1];

    await expect(main.locator(`time[datetime="${withToc.published}"]`).first()).toBeVisible();
    const datetimes = await main
      .locator("header time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    expect(datetimes).toHaveLength(2);
    datetimes.forEach((value) => expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible();

    if (withToc.sections > 3) {
      const toc = main.getByRole("navigation", { name: en.insights.contents });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(withToc.sections);
      for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute("href") ?? ""))) {
        await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toHaveCount(1);
      }
    }

    const sources = main.getByRole("region", { name: en.insights.sources });
    await expect(sources.getByRole("listitem").first()).toBeVisible();
    await expect(main.getByText(en.insights.disclaimer)).toBeVisible();

    const related = page.getByRole("region", { name: en.insights.relatedArticles }).getByRole("article");
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThanOrEqual(Math.min(2, articles.length - 1));
    expect(relatedCount).toBeLessThanOrEqual(3);
    expect(describeViolations(await axe())).toEqual([]);

    await author.click();
    await expect(page).toHaveURL(new RegExp(`/about#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  });

  test("shows no contents for three sections or fewer", async ({ page, gotoHydrated }) => {
    test.skip(!withoutToc, "every article has more than three sections");
    await gotoHydrated(`/insights/${withoutToc!.slug}`);
    await expect(page.getByRole("navigation", { name: en.insights.contents })).toHaveCount(0);
  });

  test("announces the feed, names its share image and describes itself as a BlogPosting", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(`/insights/${articles[0].slug}`);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/insights/rss.xml",
    );
    const ogImage = await page.locator('head meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(new RegExp(`/og/insights/${articles[0].slug}\\.jpg$`));
    const image = await page.request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/image\/jpeg/);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const posting = jsonLd.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: articles[0].title, datePublished: articles[0].published });
    expect(posting.author["@type"]).toBe("Person");
    expect(posting.publisher["@type"]).toBe("Organization");
    const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement).toHaveLength(3);
  });
});

test.describe("Insights around the site", () => {
  test("the RSS feed has one item per article with title, link, date, summary and author", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/insights");
    const response = await page.request.get("/insights/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("rss.xml is not well-formed XML");
      return [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        date: item.querySelector("pubDate")?.textContent ?? "",
        summary: item.querySelector("description")?.textContent ?? "",
        author: item.getElementsByTagName("dc:creator")[0]?.textContent ?? "",
      }));
    }, xml);
    expect(items.map((item) => item.title).sort()).toEqual(articles.map((article) => article.title).sort());
    for (const item of items) {
      expect(item.link).toMatch(/\/insights\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      expect(item.summary.length).toBeGreaterThan(20);
      expect(item.author.length).toBeGreaterThan(3);
    }
  });

  test("the home page shows the three newest articles; header and footer link to Insights", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/");
    const section = page.getByRole("region", { name: en.insights.latestHeading });
    await expect(section.getByRole("article")).toHaveCount(Math.min(3, articles.length));
    await expect(section.getByRole("article").first().getByRole("heading")).toHaveText(articles[0].title);
    await expect(page.locator('header a[href="/insights"]').first()).toBeAttached();
    await expect(page.locator('footer a[href="/insights"]')).toHaveCount(1);
  });

  test("a service page lists the articles on its topic, and one without articles shows no section", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/services/accounting-services/payroll");
    const payroll = articles.filter((article) => article.topics.includes("payroll"));
    const section = page.getByRole("region", { name: /^Articles on / });
    if (payroll.length) {
      await expect(section.getByRole("listitem")).toHaveCount(Math.min(4, payroll.length));
      await expect(section.getByRole("link").first()).toHaveText(payroll[0].title);
    } else {
      await expect(section).toHaveCount(0);
    }
    await gotoHydrated("/services/accounting-services/audit-assurance");
    const hasAudit = articles.some((article) => article.topics.includes("audit-assurance"));
    await expect(page.getByRole("region", { name: /^Articles on / })).toHaveCount(hasAudit ? 1 : 0);
  });

  test("listing, topic and article pages show their content without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ["/insights", `/insights/topic/${articles[0].topics[0]}`, `/insights/${withToc.slug}`]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main article").first()).toBeVisible();
    }
    await expect(page.getByText(en.insights.disclaimer)).toBeVisible();
    await context.close();
  });
});
