import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { useCreditKindName } from "../../lib/creditKinds";
import { PackageCard } from "./PackageCard";
import { usePackages } from "./queries";

type Section = { key: string; title: string; empty: string; items: PublicPackage[] };

/** Basic and Pro gym sections, then Pilates and nutrition, in the server's order (spec section 9). */
export function PackageList({ onChoose }: { onChoose: (pkg: PublicPackage) => void }) {
  const { t } = useTranslation();
  const kindName = useCreditKindName();
  const { data, isPending, isError, refetch, isFetching } = usePackages();
  if (isPending) return <Loader role="status" aria-label={t("common.loading")} />;
  if (isError) {
    return (
      <Alert color="red" title={t("packages.loadError")}>
        <Button variant="light" color="red" loading={isFetching} onClick={() => void refetch()}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  }
  if (data.length === 0) return <Text>{t("packages.none")}</Text>;
  const gym = data.filter((p) => p.kind === "gym");
  const sections: Section[] = [
    {
      key: "basic",
      title: t("packages.basic"),
      empty: t("packages.noBasic"),
      items: gym.filter((p) => p.tier === "basic"),
    },
    {
      key: "pro",
      title: t("packages.pro"),
      empty: t("packages.noPro"),
      items: gym.filter((p) => p.tier === "pro"),
    },
    {
      key: "pilates",
      title: t("packages.pilates"),
      empty: t("packages.none"),
      items: data.filter((p) => p.kind === "pilates"),
    },
  ];
  // A kind of credit the owner added (decision 038) is a section of its own, named by the kind.
  const others = [...new Set(data.map((p) => p.kind))].filter(
    (k) => k !== "gym" && k !== "pilates" && k !== "nutrition",
  );
  for (const k of others)
    sections.push({ key: k, title: kindName(k), empty: "", items: data.filter((p) => p.kind === k) });
  const nutrition = data.filter((p) => p.kind === "nutrition");
  if (nutrition.length) {
    sections.push({ key: "nutrition", title: t("packages.nutrition"), empty: "", items: nutrition });
  }
  return (
    <Stack gap="lg">
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`section-${s.key}`}>
          <Title order={3} id={`section-${s.key}`} mb="xs">
            {s.title}
          </Title>
          {s.items.length === 0 ? (
            <Text c="gray.7">{s.empty}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {s.items.map((p) => (
                <PackageCard key={p.id} pkg={p} onChoose={onChoose} />
              ))}
            </SimpleGrid>
          )}
        </section>
      ))}
    </Stack>
  );
}
