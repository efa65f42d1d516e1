import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconApple,
  IconBarbell,
  IconMail,
  IconMapPin,
  IconStretching,
  IconUser,
  IconUsersGroup,
} from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { socialNetworkOf } from "../../shared/domain/social-links";
import { paragraphsOf } from "../../shared/schemas/site";
import { PageShell } from "../components/PageShell";
import { SocialIcon } from "../components/SocialIcon";
import { openingHours, rangesText } from "../features/about/hours";
import { weekdayName } from "../lib/dates";
import { useLang } from "../lib/lang";
import { useStudioRules } from "../lib/studioRules";
import { useMe } from "../lib/useMe";
import { useSite } from "../lib/useSite";

const ContactModal = lazy(() => import("../features/contact/ContactModal"));
const SERVICE_ICONS = [IconBarbell, IconStretching, IconUsersGroup, IconUser, IconApple];

type Service = { name: string; text: string };

/**
 * About us: the studio's story (the owner's, decision 048, else the standard one with the studio's
 * name), services, hours from the booking calendar, location and social links.
 */
export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const rules = useStudioRules();
  const { data: site } = useSite();
  const [contactOpen, setContactOpen] = useState(false);
  const own = site?.texts.story[lang];
  const story = own
    ? paragraphsOf(own)
    : (t("site.about.story", { returnObjects: true, studio: site?.name ?? t("common.appName") }) as string[]);
  const services = t("site.about.services", { returnObjects: true }) as Service[];
  const weekday = (date: string) => weekdayName(date, i18n.language);
  const me = useMe().data;
  // Until the owner opens the site, a visitor not signed in is shown the home page's "coming soon".
  if (site?.open === false && me && !me.user) return <Navigate to="/" replace />;

  return (
    <PageShell title={t("site.about.title")} size="md">
      <Stack gap="xl">
        <section>
          <Title order={2} fz="xl" mb="xs">
            {t("site.about.storyTitle")}
          </Title>
          {story.map((p) => (
            <Text key={p} mb="xs">
              {p}
            </Text>
          ))}
        </section>

        <section>
          <Title order={2} fz="xl" mb="sm">
            {t("site.about.servicesTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {services.map((s, i) => {
              const Icon = SERVICE_ICONS[i] ?? IconBarbell;
              return (
                <Card key={s.name} withBorder padding="md">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                      <Icon size={22} />
                    </ThemeIcon>
                    <div>
                      <Title order={3} fz="md">
                        {s.name}
                      </Title>
                      <Text size="sm" c="gray.8">
                        {s.text}
                      </Text>
                    </div>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>

        <section>
          <Title order={2} fz="xl" mb="xs">
            {t("site.about.hoursTitle")}
          </Title>
          <Table maw={420} verticalSpacing={6}>
            <Table.Tbody>
              {rules.data &&
                openingHours(rules.data).map((h) => (
                  <Table.Tr key={h.days[0]}>
                    <Table.Th scope="row" fw={600}>
                      {h.days.length > 1
                        ? `${weekday(h.days[0]!)} – ${weekday(h.days.at(-1)!)}`
                        : weekday(h.days[0]!)}
                    </Table.Th>
                    <Table.Td>{"closed" in h ? t("site.about.closed") : rangesText(h.ranges)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </section>

        <section>
          <Title order={2} fz="xl" mb="xs">
            {t("site.about.locationTitle")}
          </Title>
          {site && (
            <Stack gap="sm" align="flex-start">
              <Text>
                {site.name} · {i18n.language === "en" ? site.addressEn : site.address}
              </Text>
              <Text>
                <Anchor href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</Anchor> ·{" "}
                <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
              </Text>
              <Group gap="sm">
                {site.mapUrl && (
                  <Button
                    component="a"
                    href={site.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    leftSection={<IconMapPin size={18} />}
                  >
                    {t("site.about.openMap")}
                  </Button>
                )}
                {site.socialLinks.map((url) => {
                  const network = socialNetworkOf(url);
                  return (
                    <Button
                      key={url}
                      component="a"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="light"
                      leftSection={<SocialIcon network={network} size={18} />}
                    >
                      {t(`home.socialNetworks.${network}`)}
                    </Button>
                  );
                })}
                <Button
                  variant="outline"
                  leftSection={<IconMail size={18} />}
                  onClick={() => setContactOpen(true)}
                >
                  {t("site.about.contactUs")}
                </Button>
              </Group>
            </Stack>
          )}
        </section>
      </Stack>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactModal opened onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </PageShell>
  );
}
