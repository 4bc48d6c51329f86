import { graphql } from "gatsby";
import { useEffect, useMemo, useState } from "react";
import { Section } from "../../components/ui/section";
import { useLocale } from "../../hooks/use-locale";
import { useOrganizerState } from "../../hooks/use-organizer-state";
import { useText } from "../../hooks/use-text";
import { localeTag } from "../../lib/locale";
import { documentsFor, progressOf } from "../../lib/organizer/mapping";
import {
  prepareDocuments,
  prepareQuestions,
  type DocumentRecord,
  type QuestionRecord,
} from "../../lib/organizer/prepare";
import { pickSection } from "../../lib/page-sections";
import { DocumentList } from "./document-list";
import { OrganizerActions } from "./organizer-actions";
import { Questionnaire } from "./questionnaire";
import { SendListForm } from "./send-list-form";
import * as styles from "./organizer.module.css";

interface OrganizerProps {
  sections: readonly Queries.PageSectionFieldsFragment[];
  /** The tax year the organizer prepares for (worked out at build time from the build's day). */
  taxYear: number;
  topics: readonly { key: string; title: string }[];
  questions: readonly QuestionRecord[];
  documents: readonly DocumentRecord[];
}

/**
 * The tax-season organizer: the questions, the client's list (every document before any answer, and without
 * JavaScript), its progress announced politely, what to do with it (clear, print, PDF) and sending it to the firm.
 */
export function Organizer({ sections, taxYear, topics, questions, documents }: OrganizerProps) {
  const t = useText();
  const locale = useLocale();
  const tag = localeTag(locale);
  const prepared = useMemo(() => {
    const year = { taxYear, tag };
    return { questions: prepareQuestions(questions, year), documents: prepareDocuments(documents, year) };
  }, [taxYear, tag, questions, documents]);
  const questionKeys = useMemo(() => new Set(prepared.questions.map((q) => q.key)), [prepared]);
  const documentKeys = useMemo(() => new Set(prepared.documents.map((d) => d.key)), [prepared]);
  const { state, answer, tick, clear } = useOrganizerState(locale, questionKeys, documentKeys);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const ticks = useMemo(() => new Set(state.ticks), [state.ticks]);
  const listed = documentsFor(prepared.documents, state.answers, taxYear);
  const progress = progressOf(listed, ticks, prepared.questions, state.answers);
  const copy = (key: string) => pickSection(sections, key);
  const questionsCopy = copy("organizer-questions");
  const listCopy = copy("organizer-list");
  const sendCopy = copy("organizer-send");

  return (
    <>
      <Section
        id="questions"
        headingId="organizer-questions-heading"
        heading={questionsCopy.heading}
        lead={[t("organizer.taxYear", { taxYear, filingYear: taxYear + 1 }), ...questionsCopy.body]}
        tone="cream"
      >
        <p className={styles.explain}>{t("organizer.howItWorks")}</p>
        {/* Said in the HTML, for a browser that never runs the page's script; gone once it does. */}
        {scripted ? null : <p className={styles.explain}>{t("organizer.noScript")}</p>}
        <Questionnaire topics={topics} questions={prepared.questions} answers={state.answers} onAnswer={answer} />
        <p className={styles.toList}>
          <a href="#list">{t("organizer.toList")}</a>
        </p>
      </Section>
      <Section id="list" headingId="organizer-list-heading" heading={listCopy.heading} lead={listCopy.body}>
        <div className={styles.toolbar}>
          <p className={styles.progress} role="status">
            {t("organizer.progress", { count: progress.listed, ticked: progress.ticked, missing: progress.missing })}{" "}
            {t("organizer.answered", { answered: progress.answered, questions: progress.questions })}
          </p>
          <OrganizerActions taxYear={taxYear} topics={topics} listed={listed} ticks={ticks} onClear={clear} />
        </div>
        <p className={styles.saved}>{t("organizer.savedNote")}</p>
        <DocumentList topics={topics} documents={listed} answers={state.answers} ticks={ticks} onTick={tick} />
      </Section>
      <Section
        id="send"
        headingId="organizer-send-heading"
        heading={sendCopy.heading}
        lead={sendCopy.body}
        tone="cream"
      >
        <SendListForm
          taxYear={taxYear}
          questions={prepared.questions}
          answers={state.answers}
          listed={listed}
          ticks={ticks}
        />
      </Section>
    </>
  );
}

export const organizerFields = graphql`
  fragment OrganizerQuestionFields on OrganizerQuestion {
    key
    kind
    group {
      key
    }
    question
    why
    thresholdsFrom {
      ...OrganizerThresholdFields
    }
  }
  fragment OrganizerThresholdFields on TaxDeadlineRule {
    thresholds {
      taxYear
      amount
    }
    thresholdFallback
  }
  fragment OrganizerDocumentFields on OrganizerDocument {
    key
    group {
      key
    }
    title
    forms
    what
    sender
    arrives
    dueDate
    calledForBy {
      key
    }
    thresholdsFrom {
      ...OrganizerThresholdFields
    }
    officialUrl
    officialLabel
    path
    pathLabel
    fromTaxYear
    untilTaxYear
  }
`;
