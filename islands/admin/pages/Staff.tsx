import { type FormEvent, useState } from "react";
import type { StaffMember } from "../../../src/features/staff/staff.contract.ts";
import { STAFF_ROLES, type StaffRole } from "../../../src/platform/contract/roles.ts";
import { useT } from "../../../src/platform/i18n/react.tsx";
import { call, client } from "../../lib/api.ts";
import { useApiGet, usePerform } from "../../lib/data.ts";
import { useFormat } from "../../lib/format.ts";
import { Field } from "../../lib/ui/Field.tsx";
import { ConfirmAction, ConsoleMessage, ListState, PageHeader } from "../ui.tsx";
import { SubmitButton } from "../../lib/ui/SubmitButton.tsx";

const STATUS_BADGE: Record<StaffMember["status"], string> = {
  active: "badge badge--success",
  disabled: "badge badge--neutral",
  invited: "badge badge--warning",
};

/** A staff role to pick, each in the page's language. */
function RoleOptions() {
  const t = useT();
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`admin.staff.role.${role}`)}
    </option>
  ));
}

/** The owner invites someone by address, name and role: the link goes by mail. */
function InviteForm({ onInvited }: { onInvited(): void }) {
  const t = useT();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const [staffRole, setStaffRole] = useState<StaffRole>("coordinator");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const reply = await perform(() =>
      call(client.admin.staff.invite.$post, { json: { name: String(data.get("name") ?? ""), email: String(data.get("email") ?? ""), staffRole } }),
    );
    setBusy(false);
    if (reply) {
      form.reset();
      onInvited();
    }
  };
  return (
    <section className="admin-panel" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title" className="admin-panel__title">
        {t("admin.staff.invite.title")}
      </h2>
      <form className="form admin-form" onSubmit={submit} aria-busy={busy}>
        <Field label={t("admin.staff.invite.name")} required>
          {(control) => <input id={control.id} aria-describedby={control.describedBy} name="name" required maxLength={100} autoComplete="off" />}
        </Field>
        <Field label={t("admin.staff.invite.email")} required>
          {(control) => <input id={control.id} aria-describedby={control.describedBy} name="email" type="email" required autoComplete="off" />}
        </Field>
        <Field label={t("admin.staff.invite.role")} hint={t(`admin.staff.roleHint.${staffRole}`)}>
          {(control) => (
            <select id={control.id} aria-describedby={control.describedBy} value={staffRole} onChange={(e) => setStaffRole(e.target.value as StaffRole)}>
              <RoleOptions />
            </select>
          )}
        </Field>
        <div>
          <SubmitButton busy={busy} label={t("admin.staff.invite.submit")} busyLabel={t("admin.staff.invite.busy")} />
        </div>
      </form>
    </section>
  );
}

/** One member: who, what role (changed in place), where they stand, and removing them. */
function MemberRow({ member, onChanged }: { member: StaffMember; onChanged(): void }) {
  const t = useT();
  const format = useFormat();
  const perform = usePerform();
  const [busy, setBusy] = useState(false);
  const userId = member.userId;
  const changeRole = async (staffRole: StaffRole) => {
    if (!userId) return;
    setBusy(true);
    await perform(() => call(client.admin.staff[":userId"].$put, { param: { userId }, json: { staffRole } }));
    setBusy(false);
    onChanged();
  };
  const active = member.status === "active" && userId;
  return (
    <ConsoleMessage title={member.name} aside={<span className={STATUS_BADGE[member.status]}>{t(`admin.staff.status.${member.status}`)}</span>}>
      <p className="admin-message__contact">
        <a href={`mailto:${member.email}`}>{member.email}</a>
        {member.status !== "invited" && <span>{t(member.twoFactor ? "admin.staff.twoFactor.on" : "admin.staff.twoFactor.off")}</span>}
        <span className="muted">
          {member.lastSeenAt ? t("admin.staff.lastSeen", { when: format.dateTime(member.lastSeenAt) }) : t("admin.staff.neverSeen")}
        </span>
        {member.invitedAt && <span className="muted">{t("admin.staff.invitedAt", { when: format.day(member.invitedAt) })}</span>}
      </p>
      {active ? (
        <div className="admin-item-actions">
          <label className="visually-hidden" htmlFor={`staff-role-${userId}`}>
            {t("admin.staff.roleOf", { name: member.name })}
          </label>
          <select id={`staff-role-${userId}`} value={member.staffRole} disabled={busy} onChange={(e) => void changeRole(e.target.value as StaffRole)}>
            <RoleOptions />
          </select>
          <ConfirmAction
            label={t("admin.staff.remove")}
            question={t("admin.staff.removeQuestion", { name: member.name })}
            confirmLabel={t("admin.staff.removeYes")}
            onConfirm={async () => {
              if (await perform(() => call(client.admin.staff[":userId"].$delete, { param: { userId } }))) onChanged();
            }}
          />
        </div>
      ) : (
        <p className="muted">{t(`admin.staff.role.${member.staffRole}`)}</p>
      )}
    </ConsoleMessage>
  );
}

/**
 * The owner's requirement of two-factor sign-in for every staff account: with it, staff without
 * it see only its setup. The server refuses it until the owner's own account has it.
 */
function StaffSecurity() {
  const t = useT();
  const perform = usePerform();
  const loaded = useApiGet(client.admin.staff.security, {});
  const [busy, setBusy] = useState(false);
  const change = async (requireStaffTwoFactor: boolean) => {
    setBusy(true);
    const route = client.admin.staff.security["require-two-factor"];
    const reply = await perform(() => (requireStaffTwoFactor ? call(route.$put, {}) : call(route.$delete, {})));
    setBusy(false);
    if (reply) loaded.reload();
  };
  return (
    <section className="admin-panel" aria-labelledby="staff-security-title">
      <h2 id="staff-security-title" className="admin-panel__title">
        {t("admin.staff.security.title")}
      </h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={loaded.data?.requireStaffTwoFactor ?? false}
          disabled={busy || !loaded.data}
          onChange={(event) => change(event.currentTarget.checked)}
          aria-describedby="staff-security-hint"
        />{" "}
        {t("admin.staff.security.requireTwoFactor")}
      </label>
      <p className="muted" id="staff-security-hint">
        {t("admin.staff.security.hint")}
      </p>
    </section>
  );
}

/** The agency's staff (the owner's screen): invite someone, change a role, remove a member, require two-factor sign-in. */
export function StaffPage() {
  const t = useT();
  const loaded = useApiGet(client.admin.staff, {});
  return (
    <div className="admin-page">
      <PageHeader title={t("admin.staff.title")} intro={t("admin.staff.intro")} />
      <InviteForm onInvited={loaded.reload} />
      <StaffSecurity />
      <h2 className="admin-panel__title">{t("admin.staff.list.title")}</h2>
      <ListState data={loaded.data} failed={loaded.failed} empty={t("admin.staff.empty")} />
      {loaded.data && loaded.data.length > 0 && (
        <ul className="admin-messages">
          {loaded.data.map((member) => (
            <MemberRow key={member.userId ?? `invite:${member.email}`} member={member} onChanged={loaded.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
