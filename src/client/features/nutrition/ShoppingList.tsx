import { Accordion, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDecimal } from "../../../shared/decimals";
import { type ShoppingItem, shoppingList } from "../../../shared/domain/nutrition";
import type { PlanDayContent } from "../../../shared/schemas/nutrition";

/** One line of the list: the quantity in bold, the item, and how many more came without a unit. */
export function ShoppingLine({ item: i }: { item: ShoppingItem }) {
  const { i18n } = useTranslation();
  return (
    <>
      {i.quantity !== null && <b>{formatDecimal(i.quantity, i18n.language)} </b>}
      {i.item}
      {i.unitless > 0 && i.quantity !== null && ` (+${i.unitless})`}
    </>
  );
}

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
                  <ShoppingLine item={i} />
                </List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
