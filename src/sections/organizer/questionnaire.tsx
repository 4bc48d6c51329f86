import type { ChangeEvent } from "react";
import { useText } from "../../hooks/use-text";
import type { Answer, Answers } from "../../lib/organizer/mapping";
import type { PreparedQuestion } from "../../lib/organizer/prepare";
import * as styles from "./organizer.module.css";

interface QuestionnaireProps {
  topics: readonly { key: string; title: string }[];
  questions: readonly PreparedQuestion[];
  answers: Answers;
  onAnswer: (question: string, answer: Answer | undefined) => void;
}

/**
 * The questions, grouped by topic: each a fieldset whose legend is the question and whose "why we ask" line is its
 * description; yes/no questions are a pair of native radio buttons (arrow keys move between them), count questions a
 * number field. Native controls work, and read, before the page's script has arrived.
 */
export function Questionnaire({ topics, questions, answers, onAnswer }: QuestionnaireProps) {
  const t = useText();
  return (
    <form
      className={styles.questionnaire}
      aria-label={t("organizer.questionsLabel")}
      onSubmit={(e) => e.preventDefault()}
    >
      {topics.map((topic) => {
        const asked = questions.filter((question) => question.topic === topic.key);
        if (!asked.length) return null;
        return (
          <div key={topic.key} className={styles.topicGroup}>
            <h3 className={styles.topicHeading}>{topic.title}</h3>
            {asked.map((question) => (
              <QuestionField
                key={question.key}
                question={question}
                answer={answers[question.key]}
                onAnswer={onAnswer}
              />
            ))}
          </div>
        );
      })}
    </form>
  );
}

interface QuestionFieldProps {
  question: PreparedQuestion;
  answer: Answer | undefined;
  onAnswer: (question: string, answer: Answer | undefined) => void;
}

function QuestionField({ question, answer, onAnswer }: QuestionFieldProps) {
  const t = useText();
  const id = `question-${question.key}`;
  const whyId = `${id}-why`;
  if (question.kind === "count") {
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value.trim();
      const value = Number(text);
      onAnswer(question.key, text === "" || !Number.isInteger(value) || value < 0 ? undefined : value);
    };
    return (
      <div className={styles.question}>
        <label htmlFor={id} className={styles.questionText}>
          {question.question}
        </label>
        <p id={whyId} className={styles.why}>
          <strong>{t("organizer.whyWeAsk")}</strong> {question.why}
        </p>
        <input
          id={id}
          name={id}
          className={styles.count}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          step={1}
          value={typeof answer === "number" ? String(answer) : ""}
          onChange={onChange}
          aria-describedby={whyId}
        />
      </div>
    );
  }
  return (
    <fieldset className={styles.question} aria-describedby={whyId}>
      <legend className={styles.questionText}>{question.question}</legend>
      <p id={whyId} className={styles.why}>
        <strong>{t("organizer.whyWeAsk")}</strong> {question.why}
      </p>
      <div className={styles.choices}>
        {(["yes", "no"] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={id}
              value={choice}
              checked={answer === choice}
              onChange={() => onAnswer(question.key, choice)}
            />
            {t(`organizer.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
