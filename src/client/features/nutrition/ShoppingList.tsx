import { Accordion, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { shoppingList } from "../../../shared/domain/nutrition";
import type { PlanDayContent } from "../../../shared/schemas/nutrition";

/** What to buy for one week of the plan: the same item with the same unit added up. */
export function ShoppingList({ days, week }: { days: PlanDayContent[]; week: number }) {
  const { t } = useTranslation();
  const items = shoppingList(days);
  return (
    <Accordion variant="contained">
      <Accordion.Item value="shopping">
        <Accordion.Control>{t("nutrition.mine.shopping", { n: week })}</Accordion.Control>
        <Accordion.Panel>
          {items.length === 0 ? (
            <Text size="sm">{t("nutrition.mine.shoppingEmpty")}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {items.map((i) => (
                <List.Item key={i.item}>
                  {i.quantity !== null && <b>{String(i.quantity).replace(".", ",")} </b>}
                  {i.item}
                  {i.unitless > 0 && i.quantity !== null && ` (+${i.unitless})`}
                </List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
