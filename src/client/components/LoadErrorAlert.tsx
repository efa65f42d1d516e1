import { Alert, Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { errorText } from "../lib/errorText";

/** A read that failed: the screen's title for it, the error's sentence, and a retry button. */
export function LoadErrorAlert(props: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={props.title}>
      <Text size="sm" mb="xs">
        {errorText(t, props.error, "errors.INTERNAL")}
      </Text>
      <Button size="compact-sm" variant="white" color="red" onClick={props.onRetry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
