import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challengeurl?: string;
        hidelogo?: boolean;
        hidefooter?: boolean;
        strings?: string;
        name?: string;
      };
    }
  }
}
