import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface DialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Called on Escape and on a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Logout. */
  actions?: ReactNode;
  /**
   * Where focus goes on close when the opener went away with the dialog (an entry of a menu that
   * closed). The owner cannot move focus itself in onClose: the page stays inert until the dialog is gone.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

// The <dialog> itself has no padding, so a press whose target is the dialog is on its ::backdrop.
const Frame = styled.dialog`
  width: 100%;
  max-width: min(480px, calc(100% - 2 * ${({ theme }) => theme.space(4)}));
  max-height: none;
  margin: auto;
  padding: 0;
  border: none;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 12px 40px rgba(28, 26, 32, 0.3);

  &::backdrop {
    background: rgba(28, 26, 32, 0.55);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Panel = styled.div`
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> with showModal(): the browser moves focus in, makes the
 * page behind inert, shows ::backdrop and turns Escape into a `cancel` event. Focus returns to
 * whatever opened it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<ModalDialog {...props} />, document.body) : null;
}

function ModalDialog({ title, onClose, children, actions, returnFocusTo }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Closing it ourselves on unmount fires `close` too; that one is no request to close.
  const unmounting = useRef(false);
  const returnFocusRef = useRef(returnFocusTo);
  returnFocusRef.current = returnFocusTo;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    unmounting.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The page behind must not scroll under a modal on a phone.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      unmounting.current = true;
      document.body.style.overflow = previousOverflow;
      // Leave the top layer before focusing the opener: while the dialog is modal the opener is inert.
      if (dialog.open) dialog.close();
      (returnFocusRef.current?.current ?? opener)?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is the browser's (a `cancel` event); it must not also reach a menu the dialog was opened from.
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab') return;
    // The page behind is inert, but Tab past the last control would leave the page for the
    // browser's own toolbar: wrap round, so keyboard users stay in the dialog.
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE));
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (edge && document.activeElement !== edge && document.activeElement !== event.currentTarget) return;
    event.preventDefault();
    (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
  };

  return (
    <Frame
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // React decides when the dialog goes (by unmounting it), not the browser.
        event.preventDefault();
        onCloseRef.current();
      }}
      // Should the browser close it anyway (a repeated Escape may not be cancelable), tell the owner.
      onClose={() => {
        if (!unmounting.current) onCloseRef.current();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel>
        <Title id={titleId}>{title}</Title>
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Frame>
  );
}
