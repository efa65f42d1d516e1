import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { GYM_CREDITS } from "../../../shared/domain/schedules";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { useCreditKindName, useCreditKinds } from "../../lib/creditKinds";
import { PackageCard } from "./PackageCard";
import { usePackages } from "./queries";

type Section = { key: string; title: string; empty: string; items: PublicPackage[] };

/** Basic and Pro gym sections and every other kind in the owner's order of the kinds, then nutrition (spec section 9). */
export function PackageList({ onChoose }: { onChoose: (pkg: PublicPackage) => void }) {
  const { t } = useTranslation();
  const kindName = useCreditKindName();
  const kinds = useCreditKinds();
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
  // A section per kind of credit in the owner's order (decision 038), each named by its kind's row;
  // the gym's is the spec's Basic and Pro; every kind of the rows shows, empty too, with the spec's
  // 'no programs' (a package of a kind no row names yet shows after them).
  const listed = new Set(kinds.map((k) => k.key));
  const kindKeys = [...listed, ...data.map((p) => p.kind)].filter(
    (k, i, all) => k !== "nutrition" && all.indexOf(k) === i,
  );
  const sections: Section[] = [];
  for (const k of kindKeys) {
    const items = data.filter((p) => p.kind === k);
    if (k === GYM_CREDITS)
      sections.push(
        {
          key: "basic",
          title: t("packages.basic"),
          empty: t("packages.noBasic"),
          items: items.filter((p) => p.tier === "basic"),
        },
        {
          key: "pro",
          title: t("packages.pro"),
          empty: t("packages.noPro"),
          items: items.filter((p) => p.tier === "pro"),
        },
      );
    else if (listed.has(k) || items.length)
      sections.push({ key: k, title: kindName(k), empty: t("packages.none"), items });
  }
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
