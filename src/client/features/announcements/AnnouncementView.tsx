import { List, Stack, Text } from "@mantine/core";
import type { AnnouncementText } from "./announcementText";

/** The body of a popup, shared by the popup itself and the admin preview. */
export function AnnouncementView({ text }: { text: AnnouncementText }) {
  return (
    <Stack gap="sm">
      {text.body && <Text style={{ whiteSpace: "pre-line" }}>{text.body}</Text>}
      {text.offers.length > 0 && (
        <List spacing={6}>
          {text.offers.map((o) => (
            <List.Item key={o}>{o}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
