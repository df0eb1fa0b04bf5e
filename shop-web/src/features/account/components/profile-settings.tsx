import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { errorText, fieldRules, messageText } from '@/lib/error-messages';
import { SCREENS_NS } from '@/i18n/screens';
import { useUser } from '@/lib/session';
import { useChangeName, useChangePassword } from '../api/account-settings';
import { AccountField, AccountPasswordField } from './account-field';

/** Account settings: change the name, and the password with the current one. */
export function ProfileSettings() {
  const { t } = useTranslation();
  const s = (key: string) => t(`account.${key}`, { ns: SCREENS_NS });
  const toast = useToast();
  const user = useUser();
  const rename = useChangeName();
  const repassword = useChangePassword();
  const [name, setName] = useState(user?.name ?? '');
  const [nameError, setNameError] = useState<string>();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  function onRename(event: FormEvent) {
    event.preventDefault();
    const problem = fieldRules.name(name);
    setNameError(problem ? messageText(t, problem) : undefined);
    if (problem) return;
    rename.mutate(name.trim(), {
      onSuccess: () => toast.success(s('nameSaved')),
      onError: (error) => setNameError(errorText(t, error, s('nameFailed'))),
    });
  }

  function onChangePassword(event: FormEvent) {
    event.preventDefault();
    const problem = fieldRules.newPassword(next);
    setPasswordError(problem ? messageText(t, problem) : undefined);
    if (problem) return;
    repassword.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast.success(s('passwordChanged'));
        },
        onError: (error) => setPasswordError(errorText(t, error, s('passwordFailed'))),
      },
    );
  }

  return (
    <>
      <form className="account-form" onSubmit={onRename} noValidate aria-label={s('profile')}>
        <AccountField label={s('name')} value={name} onChange={setName} autoComplete="name" maxLength={80} error={nameError} />
        <Button type="submit" variant="secondary" disabled={rename.isPending}>
          {s('saveName')}
        </Button>
      </form>
      <form className="account-form" onSubmit={onChangePassword} noValidate aria-label={s('password')}>
        <AccountPasswordField label={s('currentPassword')} value={current} onChange={setCurrent} autoComplete="current-password" />
        <AccountPasswordField label={s('newPassword')} value={next} onChange={setNext} autoComplete="new-password" error={passwordError} />
        <Button type="submit" variant="secondary" disabled={repassword.isPending || !current || !next}>
          {s('changePassword')}
        </Button>
      </form>
    </>
  );
}
