import type { SVGProps } from 'react';

// A handful of inline line icons: an icon library would cost more bytes than the whole header.
type IconProps = SVGProps<SVGSVGElement>;

const Stroke = ({ children, ...props }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Stroke>
);

export const GlobeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Stroke>
);

export const MenuIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Stroke>
);

export const CloseIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Stroke>
);

export const BagIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 8h12l-1 12H7L6 8z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Stroke>
);

export const UserIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Stroke>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M6 9l6 6 6-6" />
  </Stroke>
);

export const MailIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Stroke>
);

export const WhatsAppIcon = (props: IconProps) => (
  <svg viewBox="0 0 32 32" width="28" height="28" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M16.02 3C8.84 3 3 8.8 3 15.94c0 2.28.6 4.5 1.74 6.46L3 29l6.78-1.77a13.1 13.1 0 0 0 6.24 1.58h.01C23.2 28.81 29 23 29 15.87 29 8.8 23.2 3 16.02 3zm0 23.6h-.01a10.9 10.9 0 0 1-5.54-1.51l-.4-.24-4.02 1.05 1.07-3.9-.26-.4a10.7 10.7 0 0 1-1.66-5.66C5.2 10 10.06 5.2 16.03 5.2c2.9 0 5.61 1.12 7.65 3.16a10.7 10.7 0 0 1 3.16 7.6c0 5.95-4.86 10.64-10.82 10.64zm5.93-7.98c-.33-.16-1.92-.94-2.22-1.05-.3-.11-.51-.16-.73.16-.21.33-.84 1.05-1.03 1.27-.19.21-.38.24-.7.08-.33-.16-1.38-.5-2.62-1.6a9.8 9.8 0 0 1-1.82-2.25c-.19-.33-.02-.5.14-.66.15-.15.33-.38.49-.57.16-.19.21-.33.32-.54.11-.22.06-.41-.02-.57-.08-.16-.73-1.75-1-2.4-.26-.63-.53-.54-.73-.55h-.62c-.22 0-.57.08-.87.41-.3.33-1.14 1.11-1.14 2.7 0 1.6 1.17 3.14 1.33 3.36.16.21 2.3 3.5 5.56 4.9.78.34 1.39.54 1.86.69.78.25 1.5.21 2.06.13.63-.09 1.92-.78 2.2-1.54.27-.76.27-1.41.19-1.54-.08-.14-.3-.22-.62-.38z" />
  </svg>
);
