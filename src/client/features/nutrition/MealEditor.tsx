import { Box, List, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { parseIngredients } from "../../../shared/domain/ingredients";
import type { Meal } from "../../../shared/domain/nutrition";
import { INGREDIENTS_TEXT_MAX, MEAL_NAME_MAX } from "../../../shared/schemas/nutrition";

type InputProps = {
  value?: string;
  onChange?: (e: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
};

/**
 * One meal as the coach types it: a name and one ingredient per line, with a live preview of the
 * parsed quantity and item ('---' and '###' lines left out), as the plan will store them.
 */
export function MealEditor(props: {
  meal: Meal;
  ingredients: string;
  nameProps: InputProps;
  ingredientsProps: InputProps;
}) {
  const { t } = useTranslation();
  const label = t(`nutrition.meals.${props.meal}`);
  const parsed = parseIngredients(props.ingredients);
  return (
    <Stack gap={4}>
      <TextInput
        label={t("nutrition.create.mealName", { meal: label })}
        maxLength={MEAL_NAME_MAX}
        {...props.nameProps}
      />
      <Textarea
        label={t("nutrition.create.ingredients", { meal: label })}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={INGREDIENTS_TEXT_MAX}
        {...props.ingredientsProps}
      />
      {parsed.length > 0 && (
        <Box aria-label={`${t("nutrition.create.preview")}: ${label}`} component="section">
          <Text size="xs" c="gray.7">
            {t("nutrition.create.preview")}
          </Text>
          <List size="sm" spacing={0}>
            {parsed.map((ing, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
              <List.Item key={i}>
                {ing.quantity && <b>{ing.quantity} </b>}
                {ing.item}
              </List.Item>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
