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
      // Mantine's label hides what overflows it; wrapped lines drawn with a font of taller metrics
      // (the Noto fonts of Android phones) would be cut at their top or bottom.
      styles={{ label: { whiteSpace: "normal", textAlign: "left", paddingBlock: 6, overflow: "visible" } }}
      {...rest}
    />
  )),
);
