import { assignableRoles } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import { profileQuery } from '../../app/profile.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** /users/create: invite a staff member by email; they choose their own password. */
export function CreateUserPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const profile = useQuery(profileQuery);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  if (!profile.data) return null;
  if (!profile.data.permissions.includes('users.create')) {
    return <p role="alert">{t('create.forbidden')}</p>;
  }
  const roles = assignableRoles(profile.data.role).map((role) => ({
    value: role,
    label: t(`roles.${role}`),
  }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    const result = await api.post('admin/users', {
      name: text(form, 'name'),
      email: text(form, 'email'),
      role: text(form, 'role'),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        showErrorToast('users-create-error', result.error.message);
      }
      return;
    }
    showSuccessToast('users-invited', t('create.invited'));
    markWorkSaved();
    navigate('/users');
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-semibold text-2xl">{t('create.title')}</h1>
      <p className="text-fg-muted">{t('create.text')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:max-w-md sm:p-6"
      >
        <Field label={t('create.name')} error={errors.name} required>
          <TextInput name="name" autoComplete="off" />
        </Field>
        <Field label={t('create.email')} error={errors.email} required>
          <TextInput name="email" type="email" autoComplete="off" />
        </Field>
        <Field label={t('create.role')} error={errors.role} required>
          <Select name="role" options={roles} defaultValue="employee" />
        </Field>
        <Button type="submit" loading={busy} loadingLabel={t('common:common.working')}>
          {t('create.submit')}
        </Button>
      </form>
    </div>
  );
}
