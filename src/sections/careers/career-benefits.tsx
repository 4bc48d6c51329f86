import { CalendarClock, GraduationCap, HeartHandshake, TrendingUp, type LucideIcon } from "lucide-react";
import { CareersBand } from "./careers-band";
import * as styles from "./careers.module.css";
import { TitledText } from "../../components/ui/titled-text";

const icons: Record<string, LucideIcon> = {
  growth: TrendingUp,
  mentoring: GraduationCap,
  balance: CalendarClock,
  benefits: HeartHandshake,
};

interface CareerBenefitsProps {
  heading: string;
  intro: string;
  benefits: readonly { key: string; icon: string; title: string; description: string }[];
}

/** The four benefit blocks of the careers page (data/site/en/careers-page.json). */
export function CareerBenefits({ heading, intro, benefits }: CareerBenefitsProps) {
  return (
    <CareersBand headingId="benefits-heading" heading={heading} intro={intro}>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon] ?? HeartHandshake;
          return (
            <li key={benefit.key} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <TitledText item={benefit} />
            </li>
          );
        })}
      </ul>
    </CareersBand>
  );
}
