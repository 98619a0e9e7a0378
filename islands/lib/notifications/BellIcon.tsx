/** The bell's icon (the bell and its stand-in share it). */
export const BellIcon = () => (
  <svg className="notification-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-1.7 1.7A1 1 0 0 0 4 19.4h16a1 1 0 0 0 .7-1.7z" />
  </svg>
);
