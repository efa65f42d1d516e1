import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatEuro, packageName } from "../../../shared/domain/packages";
import type { PublicPackage } from "../../../shared/schemas/packages";
import { useLang } from "../../lib/lang";
import { useLocations } from "../../lib/locations";

/** One package: name, old price struck through, price, sessions, validity months, mix (spec section 2). */
export function PackageCard({
  pkg,
  onChoose,
}: {
  pkg: PublicPackage;
  onChoose: (pkg: PublicPackage) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = packageName(pkg, lang);
  const facts = [t("packages.months", { count: pkg.months })];
  if (pkg.kind !== "nutrition") facts.unshift(t("packages.sessions", { count: pkg.sessions }));
  const places = useLocations();
  // A package valid at some locations only says where (decision 057); one location: nothing.
  const validAt = places.many && pkg.locations?.length ? pkg.locations.map(places.name).join(", ") : null;
  const hasOldPrice = pkg.oldPriceCents !== null && pkg.oldPriceCents > pkg.priceCents;
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`pkg-${pkg.id}`}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={4} id={`pkg-${pkg.id}`} fz="md">
            {name}
          </Title>
          {pkg.offer && (
            <Badge color="orange" variant="filled">
              {t("packages.offer")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{facts.join(" · ")}</Text>
        {validAt && <Text size="sm">{t("locations.validAtPlaces", { places: validAt })}</Text>}
        {pkg.mix && (
          <Text size="sm" c="gray.7">
            {t(pkg.special ? "packages.special" : "packages.flexible", pkg.mix)}
          </Text>
        )}
        <Group justify="space-between" align="center" wrap="nowrap" mt={4}>
          <Group gap={8} align="baseline" wrap="nowrap">
            {hasOldPrice && (
              <Text
                component="s"
                td="line-through"
                c="gray.7"
                aria-label={t("packages.oldPrice", { price: formatEuro(pkg.oldPriceCents!, lang) })}
              >
                {formatEuro(pkg.oldPriceCents!, lang)}
              </Text>
            )}
            <Text fw={700} fz="xl" c="brand.8">
              {formatEuro(pkg.priceCents, lang)}
            </Text>
          </Group>
          <Button size="sm" onClick={() => onChoose(pkg)} aria-label={t("packages.chooseNamed", { name })}>
            {t("packages.choose")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
