import { Link } from "../../components/ui/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useText } from "../../hooks/use-text";
import { paginationLinks } from "../../lib/insights";
import * as styles from "./pagination.module.css";

interface PaginationProps {
  basePath: string;
  currentPage: number;
  pageCount: number;
}

/** Previous, numbered and next links between the pages of a listing; nothing when there is one page. */
export function Pagination({ basePath, currentPage, pageCount }: PaginationProps) {
  const t = useText();
  if (pageCount <= 1) return null;
  const links = paginationLinks(basePath, currentPage, pageCount);
  return (
    <nav className={styles.pagination} aria-label={t("insights.pagination")}>
      <ul className={styles.list}>
        {links.previous ? (
          <li>
            <Link to={links.previous} rel="prev" className={styles.step}>
              <ChevronLeft aria-hidden="true" size={18} />
              {t("insights.previousPage")}
            </Link>
          </li>
        ) : null}
        {links.pages.map((page) => (
          <li key={page.page}>
            <Link
              to={page.path}
              className={styles.number}
              aria-current={page.current ? "page" : undefined}
              aria-label={t("insights.pageNumber", { page: page.page })}
            >
              {page.page}
            </Link>
          </li>
        ))}
        {links.next ? (
          <li>
            <Link to={links.next} rel="next" className={styles.step}>
              {t("insights.nextPage")}
              <ChevronRight aria-hidden="true" size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
