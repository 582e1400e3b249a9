import { useRef, useState } from 'react';
import { Alert, Button, Card, QueryView, type User } from '@craft/shared';
import { useBuyerTexts, buyerText } from '../../../texts';
import { Facts } from '@craft/shared/widgets';
import { usePersonalInformation } from '../hooks/use-personal-information';
import { EditPersonalInformation } from './EditPersonalInformation';

function Details({ user }: { user: User }) {
  const t = useBuyerTexts('profile');
  const address = [user.street, user.post_number].filter(Boolean).join(', ');
  return (
    <Facts>
      <dt>{t('name')}</dt>
      <dd>
        {user.firstname} {user.lastname}
      </dd>
      {user.company_name && (
        <>
          <dt>{t('company')}</dt>
          <dd>{user.company_name}</dd>
        </>
      )}
      <dt>{t('email')}</dt>
      <dd>{user.email}</dd>
      <dt>{t('address')}</dt>
      <dd>{address}</dd>
      {user.city && (
        <>
          <dt>{t('city')}</dt>
          <dd>{user.city}</dd>
        </>
      )}
      {user.phone && (
        <>
          <dt>{t('phone')}</dt>
          <dd>{user.phone}</dd>
        </>
      )}
    </Facts>
  );
}

/** The details, or the form that edits them; focus returns to the Edit button afterwards. */
function Editable({ user }: { user: User }) {
  const t = useBuyerTexts('profile');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  if (editing) {
    return (
      <EditPersonalInformation
        user={user}
        onDone={(result) => {
          setEditing(false);
          setSaved(result !== null);
          requestAnimationFrame(() => editButton.current?.focus());
        }}
      />
    );
  }
  return (
    <>
      {saved && <Alert tone="success">{t('saved')}</Alert>}
      <Details user={user} />
      <Button
        ref={editButton}
        variant="secondary"
        aria-label={t('editTitle')}
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('edit')}
      </Button>
    </>
  );
}

/** Personal Information of the logged-in user; 'Loading...' until it loads. */
export function PersonalInformation() {
  const t = useBuyerTexts('profile');
  const me = usePersonalInformation();
  return (
    <Card as="section" aria-labelledby="personal-information">
      <h1 id="personal-information" style={{ marginTop: 0 }}>
        {t('title')}
      </h1>
      <QueryView query={me} notFound={buyerText('loginToContinue')}>
        {(user) => <Editable user={user} />}
      </QueryView>
    </Card>
  );
}
