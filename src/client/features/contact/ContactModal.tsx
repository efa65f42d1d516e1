import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLang } from "../../../shared/i18n";
import { CONTACT_MESSAGE_MAX, contactMessageSchema, isPhone } from "../../../shared/schemas/contact";
import { RobotCheck } from "../../components/RobotCheck";
import { ApiError } from "../../lib/api";
import { useSite } from "../../lib/useSite";
import { sendContactMessage } from "./queries";

const EMPTY = { email: "", phone: "", message: "" };

/** 'Contact Us' (spec sections 2, 4, 5, 8): the studio's phone and a form with the robot check. */
export default function ContactModal(props: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: site } = useSite();
  const [form, setForm] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solved check is used up by one send: a new key shows a fresh widget.
  const [checkKey, setCheckKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const field = (k: keyof typeof EMPTY) => ({
    value: form[k],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value }),
  });

  const problem = (): string | null => {
    if (Object.values(form).some((v) => !v.trim())) return t("site.contact.fillAll");
    const parsed = contactMessageSchema.safeParse(form);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path[0];
      if (path === "email") return t("site.contact.invalidEmail");
      if (path === "phone" || !isPhone(form.phone.trim())) return t("site.contact.invalidPhone");
      return t("site.contact.fillAll");
    }
    if (!captcha) return t("site.contact.notRobot");
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problem();
    if (found) return setResult({ ok: false, text: found });
    setBusy(true);
    setResult(null);
    try {
      await sendContactMessage({ ...form, language: isLang(i18n.language) ? i18n.language : "gr" }, captcha!);
      setForm(EMPTY);
      setResult({ ok: true, text: t("site.contact.success") });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      const text =
        code === "CAPTCHA_REQUIRED"
          ? t("site.contact.notRobot")
          : code === "RATE_LIMITED"
            ? t("site.contact.tooMany")
            : t("site.contact.error");
      setResult({ ok: false, text });
    } finally {
      setCaptcha(null);
      setCheckKey((k) => k + 1);
      setBusy(false);
    }
  };

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
              {...field("email")}
            />
            <TextInput
              label={t("site.contact.phone")}
              type="tel"
              autoComplete="tel"
              required
              {...field("phone")}
            />
            <Textarea
              label={t("site.contact.message")}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CONTACT_MESSAGE_MAX}
              {...field("message")}
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
