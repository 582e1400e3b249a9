import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useSharedTexts } from '@craft/shared';

export interface FileDropProps {
  label: ReactNode;
  /** Passed to the file input, e.g. 'image/*' or '.pdf,.zip'. The parent still validates the type. */
  accept?: string;
  onFile: (file: File | null) => void;
  /** Controlled selection; pass null to clear it (e.g. after the parent rejected the type). */
  file?: File | null;
  error?: string | null;
  hint?: ReactNode;
  name?: string;
}

const Zone = styled.div<{ $over: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed
    ${({ theme, $over, $invalid }) => ($invalid ? theme.colors.error : $over ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? '#E8F1FB' : theme.colors.surface)};
`;

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** Drag a file onto the zone or browse for one; shows the chosen file's name. */
export function FileDrop({ label, accept, onFile, file, error, hint, name }: FileDropProps) {
  const t = useSharedTexts('ui');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const chosen = file === undefined ? ownFile : file;

  const choose = (next: File | null) => {
    setOwnFile(next);
    // Clearing the input lets the same file be chosen again after a rejection.
    if (!next && inputRef.current) inputRef.current.value = '';
    onFile(next);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const describedBy = [hint ? `${id}-hint` : null, `${id}-status`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Group>
      <Label htmlFor={id}>
        {label}
      </Label>
      {hint && <Muted id={`${id}-hint`}>{hint}</Muted>}
      <Zone
        $over={over}
        $invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="visually-hidden"
          // The Browse button is the keyboard stop; the input stays reachable for the label.
          tabIndex={-1}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Muted aria-hidden="true">{t('fileDropHint')}</Muted>
        <Button variant="secondary" size="sm" aria-describedby={describedBy} onClick={() => inputRef.current?.click()}>
          {t('fileBrowse')}
        </Button>
        <span id={`${id}-status`} aria-live="polite">
          {chosen ? t('fileChosen', { name: chosen.name }) : t('fileNone')}
        </span>
        {chosen && (
          <Button variant="ghost" size="sm" onClick={() => choose(null)}>
            {t('fileRemove')}
          </Button>
        )}
      </Zone>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Group>
  );
}
