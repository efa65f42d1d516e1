import { Anchor, Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_MESSAGE_MAX, contactMessageSchema } from "../../../shared/schemas/contact";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { RobotCheck, useRobotCheck } from "../../components/RobotCheck";
import { errorMessage } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useLang } from "../../lib/lang";
import type { Message } from "../../lib/message";
import { msg } from "../../lib/message";
import { useSite } from "../../lib/useSite";
import { sendContactMessage } from "./queries";

/** 'Contact Us' (spec sections 2, 4, 5, 8): the studio's phone and a form with the robot check. */
export default function ContactModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLang();
  const { data: site } = useSite();
  const form = useSchemaForm(contactMessageSchema, { initialValues: { email: "", phone: "", message: "" } });
  const check = useRobotCheck();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: Message } | null>(null);

  const submit = form.onSubmit(async (values) => {
    if (!check.payload) return setResult({ ok: false, text: msg("errors.CAPTCHA_REQUIRED") });
    setBusy(true);
    setResult(null);
    try {
      await sendContactMessage({ ...values, language }, check.payload);
      form.reset();
      setResult({ ok: true, text: msg("site.contact.success") });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err, "site.contact.error") });
    } finally {
      check.spend();
      setBusy(false);
    }
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("site.contact.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        {site && (
          <Group gap="lg">
            <Anchor href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} c="brand.8" fw={600}>
              <Group gap={6} wrap="nowrap" component="span">
                <IconPhone size={18} aria-hidden /> {t("site.contact.phoneLine")}: {site.phone}
              </Group>
            </Anchor>
            <Anchor href={`mailto:${site.email}`} c="brand.8">
              <Group gap={6} wrap="nowrap" component="span">
                <IconMail size={18} aria-hidden /> {site.email}
              </Group>
            </Anchor>
          </Group>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t("site.contact.email")}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps("email")}
            />
            <TextInput
              label={t("site.contact.phone")}
              type="tel"
              autoComplete="tel"
              required
              {...form.getInputProps("phone")}
            />
            <Textarea
              label={t("site.contact.message")}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CONTACT_MESSAGE_MAX}
              {...form.getInputProps("message")}
            />
            <RobotCheck
              check={check}
              onChange={(payload) => payload && setResult((r) => (r?.ok ? r : null))}
            />
            <FeedbackAlert feedback={result} />
            <Button type="submit" loading={busy}>
              {t("site.contact.send")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
