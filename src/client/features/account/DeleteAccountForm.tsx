import { Alert, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DependantFate } from "../../../shared/domain/family";
import { deleteAccountSchema, EMAIL_MAX, PASSWORD_MAX } from "../../../shared/schemas/account";
import { FeedbackAlert, useFeedback } from "../../components/FeedbackAlert";
import { PasswordField } from "../../components/PasswordField";
import { WrapButton } from "../../components/WrapButton";
import { useFamily } from "../../lib/actingFor";
import { api, call } from "../../lib/api";
import { useCreditKindName } from "../../lib/creditKinds";
import { useSchemaForm } from "../../lib/form";
import { accountQueries } from "./queries";

/**
 * 'Delete my account': the e-mail typed again and the password; a member with sessions left is told
 * they lose them. The account closes at once; the member lands on the home page, signed out.
 */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const remaining = useQuery(accountQueries.remaining());
  const form = useSchemaForm(deleteAccountSchema, { initialValues: { confirmation: "", password: "" } });
  // An adult's dependants: erased too or kept, said on purpose (the server refuses without it).
  const dependants = useFamily().data?.dependants.length ?? 0;
  const [fate, setFate] = useState<DependantFate | null>(null);
  const remove = useMutation({
    mutationFn: (v: { confirmation: string; password: string }) =>
      call(api.me.delete.$post({ json: { ...v, ...(fate ? { dependants: fate } : {}) } })),
    // A fresh load of the home page: nothing of the closed account stays in the page's memory.
    onSuccess: () => window.location.replace("/?deleted=1"),
    onError: (err) => feedback.fail(err),
  });
  const kindName = useCreditKindName();
  const left = remaining.data?.credits.length ? remaining.data.credits : null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        feedback.clear();
        remove.mutate(v);
      })}
    >
      <Stack gap="sm">
        <Text size="sm">{t("account.remove.text")}</Text>
        {left && (
          <Alert color="yellow" role="note">
            {t("account.remove.lose", {
              credits: left.map((c) => `${c.sessions} ${kindName(c.kind)}`).join(", "),
            })}
          </Alert>
        )}
        {dependants > 0 && (
          <Radio.Group
            label={t("family.eraseChoice")}
            value={fate ?? ""}
            onChange={(v) => setFate(v as DependantFate)}
          >
            <Stack gap={6} mt={4}>
              <Radio value="erase" label={t("family.eraseThem")} />
              <Radio value="keep" label={t("family.keepThem")} />
            </Stack>
          </Radio.Group>
        )}
        <TextInput
          label={t("account.remove.confirmLabel")}
          type="email"
          autoComplete="off"
          required
          maxLength={EMAIL_MAX}
          {...form.getInputProps("confirmation")}
        />
        <PasswordField
          label={t("account.remove.password")}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.getInputProps("password")}
        />
        <FeedbackAlert feedback={feedback.current} />
        <WrapButton type="submit" color="red" loading={remove.isPending}>
          {t("account.remove.submit")}
        </WrapButton>
      </Stack>
    </form>
  );
}
