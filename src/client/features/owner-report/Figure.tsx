import { Box, Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One figure of the report: its title, its CSV button and what it shows. */
export function Figure(props: { id: string; title: string; csv?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={props.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" align="flex-start">
        <Title order={2} size="h5" id={props.id} style={{ flex: 1, minWidth: 0 }}>
          {props.title}
        </Title>
        {props.csv && <Box style={{ flexShrink: 0 }}>{props.csv}</Box>}
      </Group>
      {props.children}
    </Paper>
  );
}
