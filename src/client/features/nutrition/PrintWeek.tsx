import { useTranslation } from "react-i18next";
import { MEALS, weekCount } from "../../../shared/domain/nutrition";
import type { Plan, PlanDayContent } from "../../../shared/schemas/nutrition";
import { useLang } from "../../lib/lang";
import { formatDay } from "./format";
import styles from "./MyNutrition.module.css";

/** The week as printed: a day per row, a meal per column, on one page; hidden on screen. */
export function PrintWeek({ plan, days, week }: { plan: Plan; days: PlanDayContent[]; week: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={styles.printWeek} aria-hidden>
      <h2>
        {t("nutrition.mine.title")} ·{" "}
        {t("nutrition.mine.week", { n: week, total: weekCount(plan.durationDays) })}
      </h2>
      {plan.comment && <p>{plan.comment}</p>}
      <table>
        <thead>
          <tr>
            <th />
            {MEALS.map((m) => (
              <th key={m}>{t(`nutrition.meals.${m}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.dayNumber}>
              <th>{formatDay(d.date, lang, { weekday: true })}</th>
              {MEALS.map((m) => (
                <td key={m}>
                  {d.meals[m].name && <strong>{d.meals[m].name}</strong>}
                  <ul>
                    {d.meals[m].ingredients.map((ing, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
                      <li key={i}>{ing.quantity ? `${ing.quantity} ${ing.item}` : ing.item}</li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
