import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { MEALS, shoppingList, weekCount } from "../../../shared/domain/nutrition";
import type { Plan, PlanDayContent } from "../../../shared/schemas/nutrition";
import { useLang } from "../../lib/lang";
import { formatDay } from "./format";
import styles from "./MyNutrition.module.css";
import { ShoppingLine } from "./ShoppingList";

/**
 * The week as printed on A4: a day per row, a meal per column (fixed widths, long words wrapped,
 * a day never split across pages), then the week's shopping list; hidden on screen. Drawn at the
 * end of <body>, so print can leave out everything else, controls and all.
 */
export function PrintWeek({ plan, days, week }: { plan: Plan; days: PlanDayContent[]; week: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = shoppingList(days);
  return createPortal(
    <div className={styles.printWeek} aria-hidden data-testid="print-week">
      <h2>
        {t("nutrition.mine.title")} ·{" "}
        {t("nutrition.mine.week", { n: week, total: weekCount(plan.durationDays) })}
      </h2>
      {plan.comment && <p>{plan.comment}</p>}
      <table>
        <colgroup>
          <col className={styles.dayColumn} />
          {MEALS.map((m) => (
            <col key={m} />
          ))}
        </colgroup>
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
      <section className={styles.printShopping} data-testid="print-shopping">
        <h3>{t("nutrition.mine.shopping", { n: week })}</h3>
        {items.length === 0 ? (
          <p>{t("nutrition.mine.shoppingEmpty")}</p>
        ) : (
          <ul>
            {items.map((i) => (
              <li key={i.item}>
                <ShoppingLine item={i} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>,
    document.body,
  );
}
