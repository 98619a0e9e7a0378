interface LoadFailedProps {
  className: string;
  /** `alert` where the failure stands in for the whole list, `status` under a heading that stays. */
  role: "alert" | "status";
  text: string;
  retryLabel: string;
  onRetry(): void;
}

/** What a screen shows when its data could not be read: saying so, and a button to read it again. */
export function LoadFailed({ className, role, text, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={className} role={role}>
      <p>{text}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
