import { Table, type TableProps } from "@mantine/core";

/**
 * The one way to draw a data table: it fits a 360 px phone or scrolls sideways inside its own
 * frame, so the page itself never becomes wider than the screen.
 */
export function ScrollTable({ minWidth = 0, ...props }: TableProps & { minWidth?: number }) {
  // Focusable, so a keyboard can scroll it when it is wider than the screen (axe: scrollable-region-focusable).
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
      <Table {...props} />
    </Table.ScrollContainer>
  );
}
