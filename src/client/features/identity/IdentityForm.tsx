import {
  ActionIcon,
  Button,
  ColorSwatch,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CONTRAST_MIN, contrastWithWhite, HEX_COLOR } from "../../../shared/domain/brand-colour";
import {
  HEADLINE_MAX,
  IDENTITY_ADDRESS_MAX,
  IDENTITY_EMAIL_MAX,
  IDENTITY_NAME_MAX,
  IDENTITY_PHONE_MAX,
  IDENTITY_URL_MAX,
  type Identity,
  type IdentityAnswer,
  type IdentityInput,
  INTRO_MAX,
  identitySchema,
  SOCIAL_LINKS_MAX,
  STORY_MAX,
} from "../../../shared/schemas/identity";
import { FeedbackAlert, msg, useFeedback } from "../../components/FeedbackAlert";
import { WrapButton } from "../../components/WrapButton";
import { firstError, useSchemaForm } from "../../lib/form";
import { queryRoots, refreshAfter } from "../../lib/queryKeys";
import { BilingualFields, type IdentityFormApi } from "./BilingualFields";
import { identityApi, identityKeys } from "./queries";

/** What the form edits of the saved identity (the logo has its own panel). */
const valuesOf = (a: IdentityAnswer): IdentityInput => {
  const { logo: _logo, ...values } = a;
  return values;
};

/**
 * The owner's form of the studio's identity (decision 048): details and links, the brand colour (its
 * contrast with white text said as it is typed), and the home and about pages' words in both
 * languages. Checked by the shared schema beside each field; saved in one request.
 */
export function IdentityForm({ saved }: { saved: IdentityAnswer }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useSchemaForm(identitySchema, { initialValues: valuesOf(saved) });
  const feedback = useFeedback({ fallback: "identity.failed" });
  const refresh = refreshAfter(qc, identityKeys.all, queryRoots.site);
  const save = useMutation({
    mutationFn: (values: Identity) => identityApi.save(values),
    onSuccess: async (answer) => {
      await refresh.onSuccess();
      form.resetDirty(valuesOf(answer));
      feedback.succeed(msg("identity.saved"));
    },
    onError: (err) => {
      refresh.onError();
      feedback.fail(err);
    },
  });
  // The save button is screens below most fields on a phone: the first problem shows beside it too.
  const submit = form.onSubmit(
    (values) => {
      feedback.clear();
      save.mutate(identitySchema.parse(values));
    },
    (errors) => feedback.set({ ok: false, text: firstError(errors) ?? msg("errors.VALIDATION") }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="identity-details">
          <Title order={2} size="h3" id="identity-details">
            {t("identity.details")}
          </Title>
          <TextInput
            label={t("identity.name")}
            required
            maxLength={IDENTITY_NAME_MAX}
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("identity.phone")}
            type="tel"
            required
            maxLength={IDENTITY_PHONE_MAX}
            {...form.getInputProps("phone")}
          />
          <TextInput
            label={t("identity.email")}
            type="email"
            required
            maxLength={IDENTITY_EMAIL_MAX}
            {...form.getInputProps("email")}
          />
          <TextInput
            label={t("identity.address")}
            required
            maxLength={IDENTITY_ADDRESS_MAX}
            {...form.getInputProps("address")}
          />
          <TextInput
            label={t("identity.mapUrl")}
            description={t("identity.mapHint")}
            type="url"
            maxLength={IDENTITY_URL_MAX}
            {...form.getInputProps("mapUrl")}
          />
          <SocialLinks form={form} />
        </Stack>
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="identity-look">
          <Title order={2} size="h3" id="identity-look">
            {t("identity.look")}
          </Title>
          <ColorField form={form} />
        </Stack>
        <Divider />
        <Stack gap="sm" component="section" aria-labelledby="identity-words">
          <Title order={2} size="h3" id="identity-words">
            {t("identity.words")}
          </Title>
          <BilingualFields
            form={form}
            name="headline"
            label={t("identity.headline")}
            max={HEADLINE_MAX}
            whenBothEmpty="identity.standardText"
          />
          <BilingualFields
            form={form}
            name="intro"
            label={t("identity.introText")}
            max={INTRO_MAX}
            whenBothEmpty="identity.noText"
            rows={2}
          />
          <BilingualFields
            form={form}
            name="story"
            label={t("identity.story")}
            max={STORY_MAX}
            whenBothEmpty="identity.standardText"
            hint={t("identity.storyHint")}
            rows={5}
          />
        </Stack>
        <WrapButton type="submit" loading={save.isPending}>
          {t("identity.save")}
        </WrapButton>
        <FeedbackAlert feedback={feedback.current} />
      </Stack>
    </form>
  );
}

/** The brand colour as `#rrggbb`, its swatch, a picker, and its contrast with white text now. */
function ColorField({ form }: { form: IdentityFormApi }) {
  const { t } = useTranslation();
  const value = form.values.color.trim();
  const valid = HEX_COLOR.test(value);
  const ratio = valid ? contrastWithWhite(value) : null;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t("identity.color")}
        description={
          ratio === null
            ? t("identity.colorHint", { min: CONTRAST_MIN })
            : `${t("identity.colorHint", { min: CONTRAST_MIN })} ${t("identity.contrastNow", { ratio })}`
        }
        leftSection={valid ? <ColorSwatch color={value} size={20} aria-hidden /> : null}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps("color")}
      />
      <input
        type="color"
        aria-label={t("identity.pickColor")}
        value={valid ? value.toLowerCase() : "#000000"}
        onChange={(e) => form.setFieldValue("color", e.currentTarget.value)}
        style={{ width: 44, height: 44, marginTop: 24, padding: 2, border: 0, background: "none" }}
      />
    </Group>
  );
}

/** Up to SOCIAL_LINKS_MAX https links; the first is the home page's. */
function SocialLinks({ form }: { form: IdentityFormApi }) {
  const { t } = useTranslation();
  const links = form.values.socialLinks;
  return (
    <Stack gap={6} role="group" aria-labelledby="identity-social" aria-describedby="identity-social-hint">
      <Text id="identity-social" size="sm" fw={700}>
        {t("identity.socialLinks")}
      </Text>
      <Text id="identity-social-hint" size="xs" c="dimmed">
        {t("identity.socialHint", { max: SOCIAL_LINKS_MAX })}
      </Text>
      {links.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a link is its place in the list
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t("identity.link", { n: i + 1 })}
            type="url"
            maxLength={IDENTITY_URL_MAX}
            placeholder="https://"
            {...form.getInputProps(`socialLinks.${i}`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label={t("identity.removeLink", { n: i + 1 })}
            onClick={() => form.removeListItem("socialLinks", i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {links.length < SOCIAL_LINKS_MAX && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => form.insertListItem("socialLinks", "")}
        >
          {t("identity.addLink")}
        </Button>
      )}
    </Stack>
  );
}
