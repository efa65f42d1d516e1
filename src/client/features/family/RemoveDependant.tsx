import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Dependant } from "../../../shared/schemas/family";
import { ConfirmDialog } from "../../components/ConfirmDialog";

/**
 * A dependant card's "Remove from the family", asked first: what it does differs (one with a sign-in
 * of their own stays a member of their own; one without is deleted for good), and the question says which.
 */
export function RemoveDependant(props: { dependant: Dependant; busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { firstName: name, hasSignIn } = props.dependant;
  return (
    <Group>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        loading={props.busy}
        aria-label={t("family.removeNamed", { name })}
        onClick={() => setAsking(true)}
      >
        {t("family.remove")}
      </Button>
      <ConfirmDialog
        opened={asking}
        message={t(hasSignIn ? "family.confirmRemoveOwn" : "family.confirmRemove", { name })}
        confirmLabel={t("family.remove")}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onConfirm();
        }}
      />
    </Group>
  );
}
