import { useEffect, useId, useRef, useState, type ChangeEvent, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, assetUrl } from '@craft/shared';
import { FileField } from '../../../components/lists';
import { useSellerTexts } from '../../../texts';
import { MAX_PHOTOS, type PhotoItem, newPhotoItem } from '../photo-items';

const List = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: 44px 96px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.bandLight : theme.colors.surface)};
  img,
  .placeholder {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The drag grip: pointer and touch only (the keyboard has the buttons), so the page does not scroll under a finger. */
const Grip = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  cursor: grab;
  touch-action: none;
  user-select: none;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  progress {
    width: 100%;
  }
`;

const Cover = styled.strong`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.seller};
  color: #fff;
  font-size: 0.875rem;
`;

interface Props {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  /** Upload progress by item key, 0 to 1, while the form saves. */
  progress?: Readonly<Record<string, number>>;
  disabled?: boolean;
}

/** The photo's preview: the stored file's URL, or an object URL of the chosen file (none in jsdom). */
function Preview({ item, alt }: { item: PhotoItem; alt: string }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!item.file || typeof URL.createObjectURL !== 'function') return setObjectUrl(null);
    const url = URL.createObjectURL(item.file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [item.file]);
  const src = objectUrl ?? assetUrl(item.url);
  return src ? <img src={src} alt={alt} /> : <span className="placeholder" />;
}

const moved = (list: PhotoItem[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The service's photos in their order, the first one the cover: add several at once, reorder
 * by dragging the grip (mouse, pen or finger) or with the move buttons, remove one. Every move
 * is announced in a live region, and the focus stays on the moved photo.
 */
export function PhotoList({ photos, onChange, progress = {}, disabled }: Props) {
  const t = useSellerTexts('form');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  // The button to focus again once a keyboard move has rendered (the item moved in the DOM).
  const refocus = useRef<{ key: string; action: 'earlier' | 'later' } | null>(null);
  const full = photos.length >= MAX_PHOTOS;

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = null;
    const item = list.current.querySelector<HTMLElement>(`[data-key="${wanted.key}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    button?.focus();
  }, [photos]);

  const announceAt = (index: number, total: number) => setAnnouncement(t('photoMoved', { position: index + 1, total }));

  const move = (from: number, to: number, action?: 'earlier' | 'later') => {
    if (to < 0 || to >= photos.length || from === to) return;
    if (action) refocus.current = { key: photos[from]!.key, action };
    onChange(moved(photos, from, to));
    announceAt(to, photos.length);
  };

  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(t('photoRemoved', { count: next.length }));
    input.current?.focus();
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (input.current) input.current.value = '';
    const images = files.filter((file) => file.type.startsWith('image/') || /\.(heic|heif)$/i.test(file.name));
    const room = MAX_PHOTOS - photos.length;
    const taken = images.slice(0, Math.max(0, room));
    if (images.length < files.length) setProblem(t('invalidImage'));
    else if (taken.length < images.length) setProblem(t('photoLimit', { max: MAX_PHOTOS, count: images.length - taken.length }));
    else setProblem(null);
    if (taken.length) {
      onChange([...photos, ...taken.map(newPhotoItem)]);
      setAnnouncement(t('photosAdded', { count: taken.length }));
    }
  };

  /** Dragging: the photo under the pointer trades places as it passes; capture keeps the events coming. */
  const startDrag = (key: string) => (event: ReactPointerEvent<HTMLElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(key);
  };
  const drag = (event: ReactPointerEvent<HTMLElement>) => {
    if (!dragging) return;
    const target = document.elementFromPoint?.(event.clientX, event.clientY)?.closest<HTMLElement>('[data-key]');
    const to = target ? photos.findIndex((p) => p.key === target.dataset.key) : -1;
    const from = photos.findIndex((p) => p.key === dragging);
    if (to >= 0 && from >= 0 && to !== from) onChange(moved(photos, from, to));
  };
  const endDrag = () => {
    if (!dragging) return;
    const index = photos.findIndex((p) => p.key === dragging);
    setDragging(null);
    if (index >= 0) announceAt(index, photos.length);
  };

  return (
    <FileField>
      <label htmlFor={id}>{t('photo')}</label>
      <p id={`${id}-hint`}>{t('photosHint', { max: MAX_PHOTOS })}</p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        onChange={pick}
        disabled={disabled || full}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {problem && (
        <Alert tone="error" id={`${id}-error`}>
          {problem}
        </Alert>
      )}
      {photos.length > 0 && (
        <List ref={list} aria-label={t('photoOrder')}>
          {photos.map((item, index) => {
            const label = t('photoNumber', { position: index + 1, total: photos.length });
            const share = progress[item.key];
            const percent = share === undefined ? null : Math.round(share * 100);
            return (
              <Item key={item.key} data-key={item.key} $dragging={dragging === item.key}>
                <Grip aria-hidden="true" title={t('dragToReorder')} onPointerDown={startDrag(item.key)} onPointerMove={drag} onPointerUp={endDrag} onPointerCancel={endDrag}>
                  ⠿
                </Grip>
                <Preview item={item} alt={label} />
                <Details>
                  {index === 0 && <Cover>{t('cover')}</Cover>}
                  <span className="name">{item.name || t('savedPhoto')}</span>
                  {percent !== null && (
                    <span>
                      <progress max={100} value={percent} aria-label={t('uploadProgress', { name: item.name })} /> <span aria-hidden="true">{percent} %</span>
                    </span>
                  )}
                  <div className="actions">
                    <Button type="button" size="sm" variant="secondary" data-action="earlier" aria-label={t('moveEarlier', { photo: label })} disabled={disabled || index === 0} onClick={() => move(index, index - 1, 'earlier')}>
                      ↑
                    </Button>
                    <Button type="button" size="sm" variant="secondary" data-action="later" aria-label={t('moveLater', { photo: label })} disabled={disabled || index === photos.length - 1} onClick={() => move(index, index + 1, 'later')}>
                      ↓
                    </Button>
                    <Button type="button" size="sm" variant="ghost" aria-label={t('removePhoto', { photo: label })} disabled={disabled} onClick={() => remove(index)}>
                      {t('remove')}
                    </Button>
                  </div>
                </Details>
              </Item>
            );
          })}
        </List>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </FileField>
  );
}
