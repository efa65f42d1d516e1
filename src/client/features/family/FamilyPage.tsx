import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDependantSchema, type Dependant } from "../../../shared/schemas/family";
import { DateField } from "../../components/DateField";
import { FeedbackAlert } from "../../components/FeedbackAlert";
import { PageShell } from "../../components/PageShell";
import { useFamily } from "../../lib/actingFor";
import { errorText } from "../../lib/errorText";
import { useSchemaForm } from "../../lib/form";
import { FamilyBookings } from "./FamilyBookings";
import { useAddDependant, useGiveSignIn, useRemoveDependant } from "./mutations";
import { RemoveDependant } from "./RemoveDependant";

/** /family: the adult's dependants, adding one, giving one a sign-in, and their bookings to come. */
export default function FamilyPage() {
  const { t } = useTranslation();
  const family = useFamily();
  const f = family.data;
  // At the page, not the card: the card is gone once its dependant is removed, the outcome stays.
  const remove = useRemoveDependant();
  return (
    <PageShell title={t("family.title")}>
      {family.isPending && <Loader role="status" size="sm" aria-label={t("common.loading")} />}
      {family.isError && <Alert color="red">{errorText(t, family.error, "family.failed")}</Alert>}
      {f && (
        <Stack gap="md">
          <Text>{t("family.intro", { consentAge: f.consentAge, minimumAge: f.minimumAge })}</Text>
          {f.dependants.length === 0 && <Text c="dimmed">{t("family.none")}</Text>}
          {f.dependants.map((d) => (
            <DependantCard key={d.id} dependant={d} minimumAge={f.minimumAge} remove={remove} />
          ))}
          <FeedbackAlert feedback={remove.feedback.current} />
          {f.mayAdd ? <AddDependant /> : <Alert>{t("family.notAdult", { consentAge: f.consentAge })}</Alert>}
          <FamilyBookings />
        </Stack>
      )}
    </PageShell>
  );
}

function DependantCard({
  dependant: d,
  minimumAge,
  remove,
}: {
  dependant: Dependant;
  minimumAge: number;
  remove: ReturnType<typeof useRemoveDependant>;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const give = useGiveSignIn(d.id);
  const mayGive = !d.hasSignIn && d.age !== null && d.age >= minimumAge;
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Text fw={600}>{d.name}</Text>
        {d.age !== null && <Text size="sm">{t("family.age", { count: d.age })}</Text>}
        <Text size="sm" c="dimmed">
          {d.hasSignIn
            ? t("family.hasSignIn", { email: d.email })
            : d.email
              ? t("family.invited", { email: d.email })
              : t("family.noSignIn")}
        </Text>
        {mayGive && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              give.run(email);
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t("family.signInEmail")}
                description={t("family.signInHint", { minimumAge })}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Group>
                <Button type="submit" variant="light" loading={give.isPending}>
                  {t("family.giveSignIn")}
                </Button>
              </Group>
              <FeedbackAlert feedback={give.feedback.current} />
            </Stack>
          </form>
        )}
        <RemoveDependant
          dependant={d}
          busy={remove.isPending}
          onConfirm={() => remove.run({ id: d.id, name: d.firstName })}
        />
      </Stack>
    </Card>
  );
}

function AddDependant() {
  const { t } = useTranslation();
  const form = useSchemaForm(addDependantSchema, {
    initialValues: { firstName: "", lastName: "", birthDate: "" },
  });
  const add = useAddDependant(() => form.reset());
  return (
    <Card withBorder padding="sm">
      <form onSubmit={form.onSubmit(add.run)}>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t("family.add")}
          </Title>
          <TextInput label={t("family.firstName")} required {...form.getInputProps("firstName")} />
          <TextInput label={t("family.lastName")} required {...form.getInputProps("lastName")} />
          <DateField label={t("age.birthDate")} required inForm {...form.getInputProps("birthDate")} />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t("family.add")}
            </Button>
          </Group>
          <FeedbackAlert feedback={add.feedback.current} />
        </Stack>
      </form>
    </Card>
  );
}
