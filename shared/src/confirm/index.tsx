/**
 * `@craft/shared/confirm`: the in-page confirmation of an irreversible step: cancel, reject,
 * withdraw, delete. A separate entry, so it only loads with a page that has such a step.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Textarea } from '@craft/shared';

export interface ReasonField {
  label: string;
  /** Says who will read it, e.g. "The craftsman sees this." */
  hint: string;
  maxLength?: number;
  /** Shown when a required reason is left empty. */
  requiredText?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in plain words. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** A reason the other party reads; omitted when the step needs none. */
  reason?: ReasonField;
  /** Runs the step; a thrown error or a returned message keeps the dialog open with it. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
  /** The confirm button's look: red for what cannot be undone (the default), plain for a happy step. */
  tone?: 'danger' | 'primary';
}

const DEFAULT_MAX = 1000;

/**
 * Asks before an irreversible step, with an optional reason. The dialog stays open (and keeps the
 * reason) while the request runs and when it fails; it closes only once the step succeeded.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <ConfirmBody {...props} /> : null;
}

function ConfirmBody({ title, children, confirmLabel, busyLabel, cancelLabel, reason, onConfirm, onClose, tone = 'danger' }: ConfirmDialogProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const formId = useId();
  const max = reason?.maxLength ?? DEFAULT_MAX;

  const confirm = async () => {
    if (busy) return;
    const trimmed = text.trim();
    if (reason?.requiredText && !trimmed) {
      setReasonError(reason.requiredText);
      return;
    }
    setBusy(true);
    setError(null);
    const failure = await onConfirm(trimmed);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog
      open
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={tone} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert tone="error">{error}</Alert>}
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {reason && (
          <Textarea
            label={reason.label}
            hint={reason.hint}
            rows={4}
            maxLength={max}
            value={text}
            error={reasonError}
            onChange={(event) => {
              setText(event.target.value);
              setReasonError(undefined);
            }}
          />
        )}
      </form>
    </Dialog>
  );
}
