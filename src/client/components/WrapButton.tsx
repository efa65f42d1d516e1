import { Button, type ButtonProps, createPolymorphicComponent } from "@mantine/core";
import { forwardRef } from "react";

/**
 * A button whose label may wrap onto several lines (long Greek labels on a 360 px phone), aligned
 * to the start of its column instead of stretched across it.
 */
export const WrapButton = createPolymorphicComponent<"button", ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>(({ style, ...rest }, ref) => (
    <Button
      ref={ref}
      style={{
        alignSelf: "flex-start",
        maxWidth: "100%",
        height: "auto",
        minHeight: 36,
        ...(style as object),
      }}
      styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6 } }}
      {...rest}
    />
  )),
);
