import { createElement, type ReactElement, type SVGProps } from "react";

/** Line icons drawn for DanceLink (24 px grid, currentColor); decorative unless labelled by their control. */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon of the strokes of `drawing`, drawn the way every line icon is. */
const lineIcon =
  (...drawing: ReactElement[]) =>
  (props: IconProps) =>
    createElement(Icon, props, ...drawing);

export const ArrowLeft = lineIcon(<path d="M19 12H5M11 18l-6-6 6-6" />);

export const ArrowRight = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const Download = lineIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

export const Star = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
  </svg>
);

export const MapPin = lineIcon(<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />, <circle cx="12" cy="9.5" r="2.5" />);

export const Phone = lineIcon(
  <path d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />,
);

export const Mail = lineIcon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3.5 6.5 12 13l8.5-6.5" />);

export const Clock = lineIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

export const Calendar = lineIcon(<rect x="3.5" y="5" width="17" height="15" rx="2" />, <path d="M3.5 10h17M8 3v4M16 3v4" />);

export const Wallet = lineIcon(
  <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />,
  <rect x="4" y="8" width="16" height="11" rx="2" />,
  <circle cx="16" cy="13.5" r="1.2" />,
);

export const Heart = lineIcon(<path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10C19.5 15.6 12 20 12 20z" />);

export const Users = lineIcon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />,
);

export const Award = lineIcon(<circle cx="12" cy="9" r="5.5" />, <path d="M8.5 13.5 7 21l5-2.5 5 2.5-1.5-7.5" />);

export const Shield = lineIcon(<path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6z" />, <path d="m9 12 2 2 4-4" />);

export const Instagram = lineIcon(
  <rect x="3.5" y="3.5" width="17" height="17" rx="5" />,
  <circle cx="12" cy="12" r="4" />,
  <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />,
);

export const Facebook = lineIcon(<path d="M14.5 8H17V4.5h-2.5A4 4 0 0 0 10.5 8.5V11H8v3.5h2.5V21H14v-6.5h2.6l.4-3.5h-3V9a1 1 0 0 1 1-1z" />);

export const TikTok = lineIcon(<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.3 4.5 5 4.8" />);
