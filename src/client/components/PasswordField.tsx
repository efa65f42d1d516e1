import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * A password input whose show/hide button is named in the page's language (Mantine's own name is
 * English) and can be reached with the keyboard.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>((props, ref) => {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ "aria-label": t("common.showPassword") }}
      visibilityToggleFocusable
      {...props}
    />
  );
});
