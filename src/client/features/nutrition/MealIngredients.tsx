import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Ingredient } from "../../../shared/domain/ingredients";

/** A meal's ingredients, quantity first and bold. */
export function MealIngredients({ ingredients }: { ingredients: Ingredient[] }) {
  const { t } = useTranslation();
  if (ingredients.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t("nutrition.noIngredients")}
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {ingredients.map((ing, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
        <List.Item key={i}>
          {ing.quantity && <b>{ing.quantity} </b>}
          {ing.item}
        </List.Item>
      ))}
    </List>
  );
}
