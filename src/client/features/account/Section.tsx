import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled part of the account page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
