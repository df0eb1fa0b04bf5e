import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { LabelledInput } from './labelled-field';
import { Panel } from './panel';
import './settings-form.css';

/** A settings section of a tab: the form once the settings have come, else what is happening in their words. */
export function SettingsPanel<T>({
  id,
  title,
  settings,
  children,
}: {
  id: string;
  /** e.g. "Payment settings": also the form's name and the loading and failure sentences' noun. */
  title: string;
  settings: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  const noun = title.toLowerCase();
  return (
    <Panel id={id} title={title}>
      {settings.data ? (
        children(settings.data)
      ) : (
        <p className="muted">{settings.isError ? `Could not load the ${noun}. Reload the page to try again.` : `Loading ${noun}…`}</p>
      )}
    </Panel>
  );
}

/** A settings form: its fields, then Save (disabled while saving), "Saved" (or `savedText`) once saved, and why saving failed. */
export function SettingsForm({
  label,
  saving,
  saved,
  savedText = 'Saved',
  failure,
  onSubmit,
  children,
}: {
  label: string;
  saving: boolean;
  saved: boolean;
  savedText?: string;
  failure: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className="settings-form" noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
      <div className="settings-form__actions">
        <Button type="submit" busy={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {saved && <span role="status">{savedText}</span>}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

type CheckedInputProps = Parameters<typeof LabelledInput>[0] & { problem?: string };

/** A LabelledInput that points to what is wrong with it, said under it, while `problem` stands. */
export function CheckedInput({ problem, ...input }: CheckedInputProps) {
  const id = useId();
  return (
    <div>
      <LabelledInput {...input} {...(problem && { 'aria-invalid': true, 'aria-describedby': id })} />
      {problem && (
        <p id={id} className="form-error">
          {problem}
        </p>
      )}
    </div>
  );
}

interface SettingsSave<S> {
  mutate: (settings: S, handlers: { onSuccess: (saved: S) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * A settings form's state: the draft (text as typed), what is wrong with it, "Saved", and why saving failed.
 * `submit` shows the problems found, or sends the settings read from the draft and starts again from the answer.
 */
export function useSettingsDraft<S, D extends object>(settings: S, draftOf: (saved: S) => D, save: SettingsSave<S>, noun: string) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problems, setProblems] = useState<Partial<Record<keyof D, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState('');

  function edit(change: Partial<D>) {
    setDraft({ ...draft, ...change });
    setSaved(false);
  }

  function submit(found: Partial<Record<keyof D, string>>, read: () => S) {
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    save.mutate(read(), {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setSaved(true);
      },
      onError: (error) => setFailure(errorMessage(error, `Failed to save the ${noun}. Please try again.`)),
    });
  }

  const formProps = { label: noun.charAt(0).toUpperCase() + noun.slice(1), saving: save.isPending, saved, failure };
  return { draft, edit, problems, submit, saving: save.isPending, formProps };
}
