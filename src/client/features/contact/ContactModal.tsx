import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT_MESSAGE_MAX, contactMessageSchema } from "../../../shared/schemas/contact";
import { RobotCheck } from "../../components/RobotCheck";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { useLang } from "../../lib/lang";
import { useSite } from "../../lib/useSite";
import { sendContactMessage } from "./queries";

/** 'Contact Us' (spec sections 2, 4, 5, 8): the studio's phone and a form with the robot check. */
export default function ContactModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLang();
  const { data: site } = useSite();
  const form = useSchemaForm(contactMessageSchema, { initialValues: { email: "", phone: "", message: "" } });
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solved check is used up by one send: a new key shows a fresh widget.
  const [checkKey, setCheckKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    if (!captcha) return setResult({ ok: false, text: t("errors.CAPTCHA_REQUIRED") });
    setBusy(true);
    setResult(null);
    try {
      await sendContactMessage({ ...values, language }, captcha);
      form.reset();
      setResult({ ok: true, text: t("site.contact.success") });
    } catch (err) {
      setResult({ ok: false, text: errorText(t, err, "site.contact.error") });
    } finally {
      setCaptcha(null);
      setCheckKey((k) => k + 1);
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
              key={checkKey}
              onChange={(payload) => {
                setCaptcha(payload);
                if (payload) setResult((r) => (r?.ok ? r : null));
              }}
            />
            {result && (
              <Alert color={result.ok ? "teal" : "red"} role={result.ok ? "status" : "alert"}>
                <Text size="sm">{result.text}</Text>
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              {t("site.contact.send")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
