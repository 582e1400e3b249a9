import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@craft/shared';
import { FileField } from '../../../components/lists';
import { Thumb } from '../../../components/Thumb';
import { useSellerTexts } from '../../../texts';

const Preview = styled.figure`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  max-width: 320px;
  figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface Props {
  photo: File | null;
  onChange: (photo: File | null) => void;
  /** The photo the service already has (edit). */
  currentUrl?: string | null;
  disabled?: boolean;
}

/** Only files whose type starts with image/; anything else clears the selection. */
export function PhotoPicker({ photo, onChange, currentUrl, disabled }: Props) {
  const t = useSellerTexts('form');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    // jsdom has no object URLs; the preview is a nicety, not a requirement.
    if (!photo || typeof URL.createObjectURL !== 'function') return setPreviewUrl(null);
    const url = URL.createObjectURL(photo);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      setInvalid(true);
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    setInvalid(false);
    onChange(file);
  };

  return (
    <FileField>
      <label htmlFor={id}>{t('photo')}</label>
      <input ref={input} id={id} type="file" accept="image/*" onChange={pick} disabled={disabled} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && (
        <Alert tone="error" id={`${id}-error`}>
          {t('invalidImage')}
        </Alert>
      )}
      {(previewUrl || (!photo && currentUrl)) && (
        <Preview>
          <Thumb src={previewUrl ?? currentUrl} alt={previewUrl ? t('selectedPhoto') : t('currentPhoto')} height={180} />
          <figcaption>{previewUrl ? t('selectedPhoto') : t('currentPhoto')}</figcaption>
        </Preview>
      )}
    </FileField>
  );
}
