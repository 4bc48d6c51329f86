/** The FAQPage of /resources' questions. */
import { context, type Json } from "./page";

export function faqPage(items: readonly { question: string; answer: string }[]): Json {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
