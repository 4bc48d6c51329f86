import { Link } from "../../components/ui/link";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { useLocale } from "../../hooks/use-locale";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import { expectedCopies, type Answers } from "../../lib/organizer/mapping";
import type { PreparedDocument } from "../../lib/organizer/prepare";
import { whenText } from "./document-detail";
import * as styles from "./organizer.module.css";

interface DocumentListProps {
  topics: readonly { key: string; title: string }[];
  documents: readonly PreparedDocument[];
  answers: Answers;
  ticks: ReadonlySet<string>;
  onTick: (document: string, ticked: boolean) => void;
}

/**
 * The client's documents by topic, each with a tick box named by the document, what it shows, who sends it and when,
 * and the official page that describes it. A topic with nothing on the list is left out.
 */
export function DocumentList({ topics, documents, answers, ticks, onTick }: DocumentListProps) {
  const t = useText();
  return (
    <div className={styles.list} aria-label={t("organizer.listLabel")} role="group">
      {topics.map((topic) => {
        const listed = documents.filter((document) => document.topic === topic.key);
        if (!listed.length) return null;
        return (
          <section key={topic.key} className={styles.listTopic} aria-labelledby={`topic-${topic.key}`}>
            <h3 id={`topic-${topic.key}`} className={styles.topicHeading}>
              {topic.title}
            </h3>
            <ul className={styles.documents}>
              {listed.map((document) => (
                <DocumentItem
                  key={document.key}
                  document={document}
                  copies={expectedCopies(document, answers)}
                  ticked={ticks.has(document.key)}
                  onTick={onTick}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

interface DocumentItemProps {
  document: PreparedDocument;
  copies: number;
  ticked: boolean;
  onTick: (document: string, ticked: boolean) => void;
}

function DocumentItem({ document, copies, ticked, onTick }: DocumentItemProps) {
  const t = useText();
  const tag = localeTag(useLocale());
  const id = `document-${document.key}`;
  return (
    <li className={ticked ? `${styles.document} ${styles.ticked}` : styles.document}>
      <div className={styles.documentHead}>
        <input
          id={id}
          type="checkbox"
          className={styles.tick}
          checked={ticked}
          onChange={(event) => onTick(document.key, event.target.checked)}
          aria-describedby={`${id}-what`}
        />
        <label htmlFor={id} className={styles.documentTitle}>
          {document.title}
        </label>
      </div>
      {copies > 1 ? <p className={styles.copies}>{t("organizer.copies", { count: copies })}</p> : null}
      <p id={`${id}-what`} className={styles.what}>
        {document.what}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("organizer.sender")}</dt>
          <dd>{document.sender}</dd>
        </div>
        <div>
          <dt>{t("organizer.arrives")}</dt>
          <dd>{whenText(document, t, tag)}</dd>
        </div>
      </dl>
      <p className={styles.links}>
        <NewTabLink href={document.officialUrl}>{document.officialLabel}</NewTabLink>
        {document.path && document.pathLabel ? <Link to={document.path}>{document.pathLabel}</Link> : null}
      </p>
    </li>
  );
}
